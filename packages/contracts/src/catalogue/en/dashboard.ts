// The dashboard's home: the welcome, the tiles' heading, and the notes that hold an account back.
// The panels' names and lines are in common.dashboard.panels: the frame names them too.
export default {
  admin: 'Admin Dashboard',
  welcome: 'Welcome, {firstName}',
  panelsLabel: 'Where to go',
  pendingApprovalTitle: 'Your account is under review',
  pendingApproval:
    'Your manager is reviewing your account. Until they approve it, your access is limited to this page.',
  businessSetupTitle: 'Set up your first business profile',
  businessSetup:
    'Your next step is to create a business centre: the place where your staff clock in and out.',
  businessSetupAction: 'Set up a business centre',
} as const;
