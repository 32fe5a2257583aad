// The address search that fills in an address form from a geocoder’s suggestions.
export default {
  label: 'Find the address',
  placeholder: 'Start typing a street and city',
} as const;
