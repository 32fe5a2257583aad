// An address's fields in words: what the province and the postal code are called, which depends
// on the country (SPEC §4; the kinds of address.ts: canada, united-states, other).
export default {
  /** The fields' labels on the forms. */
  labels: {
    canada: { province: 'Province', postalCode: 'Postal code' },
    'united-states': { province: 'State', postalCode: 'Zip code' },
    other: { province: 'Province', postalCode: 'Postal code' },
  },
  /** The words SPEC §5's "Please fill in … field" toast uses for each kind of address. */
  fieldWords: {
    canada: { province: 'province', postalCode: 'postal code' },
    'united-states': { province: 'state', postalCode: 'zip code' },
    other: { province: 'province', postalCode: 'postal code' },
  },
} as const;
