// The profile's words: its fields, the panel, the edit modal.
export default {
  fields: {
    gender: 'Gender',
    street: 'Street address',
    street2: 'Street address 2',
    city: 'City',
    country: 'Country',
    homeNumber: 'Home number',
    workNumber: 'Work number',
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
    // The details card's heading when the profile has no first name (SPEC §2).
    fallbackName: 'User',
    joined: 'Joined {monthYear}',
    editProfile: 'Edit profile',
    refreshing: 'Refreshing your profile',
  },
  // Staff and managers: what their employer keeps, shown without an Edit button (the server takes
  // those changes from the employer only) and who to ask.
  work: {
    title: 'Work',
    business: 'Business',
    position: 'Position',
    startDate: 'Start date',
    role: 'Role',
    manager: 'Manager',
    staff: 'Staff',
    askOwnerOrManager:
      'Your employer keeps these details. Ask the owner of {business} or your manager to change them.',
    askOwner: 'Your employer keeps these details. Ask the owner of {business} to change them.',
    askEmployer: 'Your employer keeps these details. Ask the business owner to change them.',
  },
  modal: {
    title: 'Edit profile',
    emailHint: 'To change your email, go to Settings: a new address has to be confirmed first.',
    cancel: 'Cancel',
  },
} as const;
