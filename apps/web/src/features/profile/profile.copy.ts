// The profile feature's own wording. SPEC.md's messages (validation, toasts) come from
// '@vh/contracts', as do the address labels that depend on the country; only what the spec
// leaves to us lives here.

export const profileCopy = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    gender: 'Gender',
    street: 'Street address',
    street2: 'Street address 2',
    city: 'City',
    country: 'Country',
    email: 'Email',
    cellNumber: 'Cell number',
    homeNumber: 'Home number',
    workNumber: 'Work number',
    username: 'Username',
    address: 'Address',
  },

  optional: 'Optional',
  noCountryFound: 'No country matches',
  notSet: 'Not set',
  save: 'Save changes',

  settings: {
    personalTitle: 'Personal information',
    contactTitle: 'Contact information',
    emailHint:
      'A new address changes once you open the links we send to it and to your current address.',
  },

  panel: {
    aboutTitle: 'About',
    /** The details card's heading when the profile has no first name (SPEC §2). */
    fallbackName: 'User',
    joined: (monthYear: string) => `Joined ${monthYear}`,
    editProfile: 'Edit profile',
    refreshing: 'Refreshing your profile',
  },

  modal: {
    title: 'Edit profile',
    close: 'Close',
    emailHint: 'To change your email, go to Settings: a new address has to be confirmed first.',
    cancel: 'Cancel',
  },
} as const;
