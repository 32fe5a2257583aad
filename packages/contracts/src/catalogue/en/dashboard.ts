// The dashboard's home: the welcome, and the notes that hold an account back.
// The panels' names are in common.dashboard.panels: the frame names them too.
export default {
  admin: 'Admin Dashboard',
  welcome: 'Welcome, {firstName}',
  pendingApprovalTitle: 'Your account is under review',
  // What happens next, in order, for a staff member who joined and waits for approval.
  pendingApprovalSteps: {
    approve: 'Your manager or the business owner approves your account.',
    clock: 'This page then opens your time clock by itself: no need to reload or sign in again.',
    meanwhile:
      'Until then there is nothing for you to do, and your access is limited to this page. You can close it and come back later.',
    ask: 'Waiting a long time? Ask your manager or the owner to approve you.',
    askAt: 'Waiting a long time? Ask your manager or the owner at {business} to approve you.',
  },
  businessSetupTitle: 'Add your first business centre',
  businessSetup:
    'Your next step is to create a business centre: the place where your staff clock in and out.',
  businessSetupAction: 'Add your first business centre',
  // The Today panel: what an owner or manager runs the day from.
  today: {
    title: 'Today',
    inNow: 'In now',
    onBreak: 'On a break',
    nobodyIn: 'Nobody is clocked in',
    nobodyOnBreak: 'Nobody is on a break',
    // A person in a list: where they are and since when (the centre's own time).
    where: '{centre} · since {time}',
    review: {
      title: 'Punches that need review',
      count:
        '{count, plural, =0 {No punches wait for a decision} one {# punch waits for a decision} other {# punches wait for a decision}}',
      action: 'Review',
      // Starts with the visible word, so voice control finds the button by what it shows.
      actionLabel: 'Review punches',
    },
    corrections: {
      title: 'Correction requests',
      count:
        '{count, plural, =0 {No requests are waiting} one {# request is waiting} other {# requests are waiting}}',
      action: 'Review',
      actionLabel: 'Review correction requests',
    },
    approvals: {
      title: 'People to approve',
      count:
        '{count, plural, =0 {Nobody is waiting for approval} one {# person is waiting for approval} other {# people are waiting for approval}}',
      action: 'Approve',
      actionLabel: 'Approve people waiting',
    },
    hours: {
      title: 'Hours this week',
      thisWeek: 'So far this week',
      lastWeek: 'Last week',
      action: 'Timesheets',
      actionLabel: 'Timesheets of this week',
    },
    updated: 'Updated at {time}; refreshes every {seconds, number} seconds.',
  },
} as const;
