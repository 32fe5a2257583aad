export const addressSearchCopy = {
  label: 'Find the address',
  placeholder: 'Start typing a street and city',
} as const;
