import type { TStaffStatus } from '@vh/contracts';

// The Staff panel's own wording; SPEC names the edit modal and its save toasts (in contracts).

export const staffCopy = {
  title: 'Staff',
  intro:
    'People who joined with one of your invite codes. Approve them to let them clock in; disable an account to lock it at once.',
  empty: 'Nobody has joined yet. Share a centre’s invite code from Settings → Business centres.',
  noMatch: 'Nobody matches your search.',
  loadFailed: 'Your staff could not be loaded. Please try again.',
  retry: 'Try again',
  search: 'Search staff',
  searchPlaceholder: 'Name, username or email',
  centre: 'Business centre',
  allCentres: 'All centres',
  sort: 'Sort by',
  sorts: { name: 'Name', status: 'Status', joined: 'Date joined' },
  status: { pending: 'Pending', active: 'Active', disabled: 'Disabled' } satisfies Record<
    TStaffStatus,
    string
  >,
  manager: 'Manager',
  joined: (date: string) => `Joined ${date}`,
  noPosition: 'No position yet',
  approve: 'Approve',
  reject: 'Reject',
  edit: 'Edit',
  approved: (name: string) => `${name} can now clock in.`,
  rejected: (name: string) => `${name}’s sign-up was rejected.`,
  confirmReject: {
    title: 'Reject this sign-up?',
    body: (name: string) =>
      `${name}’s account will be removed. They can sign up again only with a new invite.`,
    confirm: 'Reject sign-up',
    cancel: 'Keep',
    close: 'Close',
  },
  modal: {
    title: 'Edit staff profile',
    personal: 'Personal information',
    contact: 'Contact information',
    job: 'Employment',
    email: 'Email',
    emailNote:
      'A new address takes effect once the person opens the links mailed to both addresses.',
    emailPending: (email: string) =>
      `Waiting for the person to confirm ${email} from both inboxes.`,
    position: 'Position',
    startDate: 'Start date',
    endDate: 'End date',
    endDateHint: 'Optional. Leave empty while they still work here.',
    clearEndDate: 'Clear the end date',
    centres: 'Business centres',
    centresHint: 'Where they may clock in.',
    isManager: 'Manager: approves and edits staff of their centres',
    status: 'Account status',
    active: 'ACTIVE',
    disabled: 'DISABLED',
    sendReset: 'Email a password-reset link',
    resetSent: 'A password-reset link was sent.',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    saved: 'The staff profile was saved.',
    savedEmailProposed:
      'The staff profile was saved. The new email takes effect once the person confirms it from both inboxes.',
  },
} as const;
