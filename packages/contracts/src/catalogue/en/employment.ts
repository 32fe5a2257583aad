// The Employment tab's own wording; SPEC §2 names the tab and leaves the rest to us.
export default {
  title: 'Employment',
  managedByEmployer:
    'Your employer manages these details. If something is wrong, ask your manager to update it.',
  business: 'Business',
  businesses: 'Businesses',
  notAssigned: 'Not assigned yet',
  position: 'Position',
  startDate: 'Start date',
  endDate: 'End date',
  notSet: 'Not set',
} as const;
