type AddressColumns = {
  street: unknown;
  street2: unknown;
  city: unknown;
  province: unknown;
  country: unknown;
  postalCode: unknown;
};

/** A row's address columns under the API's names (profiles and business centres share them). */
export function addressOf<R extends AddressColumns>(
  row: R,
): {
  street: R['street'];
  street_2: R['street2'];
  city: R['city'];
  province: R['province'];
  country: R['country'];
  postal_code: R['postalCode'];
} {
  return {
    street: row.street,
    street_2: row.street2,
    city: row.city,
    province: row.province,
    country: row.country,
    postal_code: row.postalCode,
  };
}
