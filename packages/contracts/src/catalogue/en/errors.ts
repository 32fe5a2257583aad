// What the server answers when it refuses a request: one sentence a person reads, by the feature
// that refuses. `request` holds the answers to requests that cannot be read at all.
export default {
  notFound: 'Not found',
  request: {
    invalidJson: 'The request body is not valid JSON',
    emptyJson: 'The request body is empty but its Content-Type says JSON',
    bodyTooLarge: 'The request body is larger than {megabytes} MB',
    notJson: 'The request body must be JSON (Content-Type: application/json)',
    contentLength: 'The Content-Length header does not match the body',
    notAnObject: 'The request body must be a JSON object with the fields of this request',
    malformedAddress: 'The address of this request is malformed',
    partTooLong: 'A part of this address is too long',
    unreadable: 'This request cannot be read',
    headersTooLarge: 'The request headers (or its address) are too large',
    tooSlow: 'The request took too long to arrive',
    malformed: 'The request is malformed and could not be read',
    internal: 'Something went wrong on our side. Please try again.',
    unknownFields:
      '{where, select, query {{count, plural, one {Unknown query parameter: {names}} other {Unknown query parameters: {names}}}} other {{count, plural, one {Unknown field: {names}} other {Unknown fields: {names}}}}}',
  },
  // The sign-in service's refusals, and a token or session that no longer opens the door.
  auth: {
    unavailable: 'The sign-in service is not reachable right now. Please try again in a moment.',
    samePassword: 'The new password must differ from the old one',
    weakPassword: 'Password should be at least {min} characters.',
    emailTaken: 'An account with this email already exists',
    wrongCredentials: 'The username, email or password is wrong',
    accountDisabled: 'This account has been disabled',
    disabledByEmployer: 'This account was disabled by the employer',
    tooManySignIns: 'Too many sign-in attempts. Please wait a minute.',
    emailSentMomentsAgo: 'An email was sent moments ago. Wait a minute before asking for another.',
    confirmationLinksSentMomentsAgo:
      'Confirmation links were sent moments ago. Wait a minute before asking for more.',
    noAccountWithEmail: 'There is no account with this email',
    currentPasswordWrong: 'The current password is wrong',
    sessionExpired: 'Your session has expired. Please sign in again.',
    sessionEnded: 'This session has ended. Please sign in again.',
    tokenInvalid: 'The access token is not valid',
    tokenIncomplete: 'The access token has no subject or issue time',
    signInFirst: 'Sign in first (X-JWT header missing)',
  },
  // How long to wait, inside the refusals of `limits`.
  wait: {
    seconds: '{seconds, plural, one {# second} other {# seconds}}',
    minutes: '{minutes} {minutes, plural, one {minute} other {minutes}}',
  },
  // Rate limits: each names what was done too often; {wait} is one of `wait`.
  limits: {
    tooManyAttempts: 'Too many attempts. Please wait {wait} and try again.',
    signInsForAccount:
      'Too many sign-in attempts for this account. Please wait {wait} and try again.',
    signInsFromNetwork: 'Too many sign-ins from this network. Please wait {wait} and try again.',
    failedSignInsFromNetwork:
      'Too many failed sign-ins from this network. Please wait {wait} and try again.',
    inviteCodesFromAddress:
      'Too many invite codes tried from this address. Please wait {wait} and try again.',
    joinsWithInviteCode:
      'Too many people have joined with this invite code lately. Please wait {wait} and try again.',
    takenNamesFromAddress:
      'Too many taken usernames or emails tried from this address. Please wait {wait} and try again.',
    emailChanges: 'Too many email changes for this account. Please wait {wait} and try again.',
    staffResetLinks:
      'Too many reset links were sent to this person. Please wait {wait} and try again.',
  },
  query: {
    repeated: '{name} was given more than once in the address; send it once',
  },
  routes: {
    noRoute: 'No route for {method} {url}',
    devOnly:
      'This development page answers only on the machine that runs VerifiedHours. Set DEV_ROUTES_FROM_NETWORK=true to open it for a demo.',
  },
  system: {
    databaseUnavailable: 'The database is not reachable',
  },
  contact: {
    notDelivered:
      'Your message could not be delivered right now. Please try again in a few minutes.',
  },
  users: {
    noSuchUser: 'No such user',
    usernameOrEmail: 'Give either username or email, not both',
    nothingToCheck: 'Give a username or an email to check',
    cannotDisableSelf: 'You cannot disable your own account',
    linkForAnotherAccount: 'This link was sent to another account',
    holderChangesEmail: 'Only the account holder can change its email',
    currentPasswordForEmail: 'Enter your current password to change your email',
  },
  passwords: {
    emailsDiffer: 'The email in the query and the email in the body differ; send it once',
    emailNotYours: 'The email does not match your account',
  },
  // A plan's limits, named with the plan and what the next plan allows.
  plans: {
    centreLimit:
      'Your {plan} plan includes {count, plural, one {# business centre} other {# business centres}}.',
    centreLimitUpgrade:
      'Your {plan} plan includes {count, plural, one {# business centre} other {# business centres}}. To add another, deactivate one or upgrade to {next} for {nextCount, plural, one {# business centre} other {# business centres}}.',
    centreLimitContact:
      'Your {plan} plan includes {count, plural, one {# business centre} other {# business centres}}. To add another, deactivate one or contact us about {next} for unlimited business centres.',
    staffLimit:
      'Your {plan} plan includes up to {count} active staff. To approve or enable another, disable someone or upgrade to {next} for unlimited staff.',
  },
  centres: {
    noSuchCentre: 'There is no such business centre',
    ownersOnly: 'Only a business owner can manage business centres',
  },
  staff: {
    employersOnly: 'Only the business owner or a manager can manage staff',
    noSuchStaff: 'There is no such staff member',
    ownEmployment: 'Managers cannot change their own employment; ask the business owner',
    rejectPendingOnly:
      'Only a sign-up waiting for approval can be rejected; disable the account instead',
    notYourCentre: 'That business centre is not one of yours',
    ownCentresOnly: 'Managers can assign people to their own centres only',
    atLeastOneCentre: 'Choose at least one business centre',
    ownerMakesManagers: 'Only the business owner can make someone a manager',
    endBeforeStart: 'The end date cannot be before the start date',
    linksNotMailed:
      'The confirmation links could not be mailed, so the email was not changed. Please try again in a few minutes.',
    employeeNumberTaken:
      'Employee number {number} is already {name}’s. Each person needs their own.',
  },
  overtimeRules: {
    readersOnly: 'Only the business owner or a manager can see the overtime rules',
    ownerOnly: 'Only the business owner can change the overtime rules',
  },
  payPeriods: {
    closed: 'The pay period {from} to {to} is closed. Ask the owner to reopen it first.',
  },
  holidays: {
    noSuchHoliday: 'There is no such holiday',
    ownerOnly: 'Only the business owner can change the holidays',
    weekLocked:
      'The week of {week} is approved and locked for some staff. Unlock it before changing its holidays.',
    alreadyHoliday: '{date} is already a holiday ({name}). Remove it first to rename it.',
  },
  timeclock: {
    noSuchPunch: 'There is no such punch',
    fromBeforeTo: 'from must be before to',
    receiptsMaxDays: 'Download at most {days} days of receipts at a time',
    ownPunches: 'Your own punches are reviewed by the business owner or a manager',
    noReviewNeeded: 'This punch was verified and needs no review',
    alreadyReviewed: 'This punch was already reviewed',
    auditOwnerOnly: 'Only the business owner can read the audit log',
    noSuchCheck: 'There is no such check of the audit chain',
    idTaken: 'This punch id was already used for a different punch; send a new id for a new punch',
    staffOnly: 'Only staff clock in and out; owners see who is in on the board',
    awaitingApproval:
      'Your account is waiting for approval; you can clock in once your employer approves it',
    accountDisabled: 'Your account has been disabled',
    notAssigned: 'You are not assigned to this business centre; ask your employer to add you to it',
    employmentEnded: 'Your employment has ended, so you can no longer clock in or out',
    centreClosed: '{centre} is closed in VerifiedHours; ask your employer',
    alreadyIn: 'You are already clocked in. Clock out before clocking in again.',
    notInForOut: 'You are not clocked in, so there is nothing to clock out of.',
    notInForBreak: 'You are not clocked in; clock in before taking a break.',
    openElsewhere: 'Your shift is open at another centre; punch there to end it.',
    alreadyOnBreak: 'You are already on a break.',
    notOnBreak: 'You are not on a break.',
  },
  timesheets: {
    noSuchShift: 'There is no such shift',
    chooseStaff: 'Choose a staff member: owners have no timesheet of their own',
    notEmployed: 'You are not employed by a business yet',
    timeSkipped:
      '{time} does not exist in {timeZone}: the clocks moved forward then. Choose a time before or after the change.',
    weekNotStarted: 'The week of {week} has not started yet, so there is nothing to approve.',
    ownWeek: 'Your own week is approved by the business owner or another manager',
    stillPending: 'This person is still waiting to be approved as staff',
    nothingToApprove: 'Nothing to approve',
    unlockOwnerOnly: 'Only the business owner can unlock an approved week',
    notApproved: 'This week is not approved, so there is nothing to unlock',
    // Why one person's week is not approved (also listed, per person, in the answer).
    // {since} and {day} are written as the screens write them: 'Monday, November 23 at 9:02 a.m.'.
    stillClockedIn:
      '{name} is still clocked in (since {since}). Approve the week after they clock out, or set the clock-out.',
    noClockOut:
      'The shift of {day} has no clock-out, or one later than the longest shift allowed. Set its clock-out before approving.',
    flaggedPunches:
      '{count, plural, one {# punch still needs} other {# punches still need}} review before approving: accept or reject {count, plural, one {it} other {them}} first.',
    otherCentre:
      'This person also worked at a centre you do not manage this week; the business owner approves their week.',
    alreadyApproved: 'This week is already approved.',
    noSuchCorrection: 'There is no such correction request',
    correctionsStaffOnly: 'Only staff members can request a correction of their hours',
    tooManyCorrections:
      'You have {max} requests waiting for an answer. Wait for them to be answered before asking for more.',
    alreadyAnswered: 'This request was already answered',
    changedMomentAgo:
      'This shift was changed a moment ago. Reload the timesheet to see it as it is now.',
    clockOutBeforeClockIn: 'The clock-out must be after the clock-in',
    shiftTooLong: 'A shift can be at most {hours} hours long; split longer work into shifts',
    endsInFuture: 'A shift cannot end in the future',
    breakTooLong: 'The break must be shorter than the shift',
    noClockOutYet:
      'This shift has no clock-out yet. Set its clock-out first, then change the rest.',
    splitOutside:
      'The split must fall inside the shift, and the second part must start at or after the first ends',
    notAtCentre: 'This person does not work at that centre',
    ownHours:
      'Your own hours are changed by the business owner or another manager; request a correction instead',
    weekLocked:
      'The week of {week} is approved and locked. The business owner can unlock it with a reason before any change.',
    overlap: 'This would overlap another shift of {name} ({shift}). Change that shift first.',
  },
  reports: {
    exportsNeedUpgrade:
      'Exports are part of the Basic and Pro plans. Upgrade your plan to download payroll files.',
    employersOnly:
      'Only the business owner or a manager can see reports; your own hours are on your timesheet',
    endBeforeStart: 'The end date must be on or after the start date',
    tooLong: 'A report covers at most {days} days; choose a shorter period',
    historyLimit:
      'On the {plan} plan, reports cover the last {days} days (from {first}). Upgrade to Basic or Pro to see older periods.',
  },
  bot: {
    ownBotOnly: 'You can start only your own bot.',
    alreadyRunning:
      'The bot is already running with {amount} per trade. Stop it first to change the amount.',
    amountOverCash:
      'The amount per trade ({amount}) is more than your virtual cash ({cash}). Choose a smaller amount, or reset the paper account.',
    stopBeforeReset: 'Stop the bot before resetting the paper account.',
    simulatorOff:
      'Your employer has not turned on the trading simulator for staff, so you cannot use it.',
    simulatorPending:
      'The trading simulator opens once your employer approves your account, if they turn it on for staff.',
    simulatorOwnerOnly:
      'Only the business owner can choose whether staff may use the trading simulator.',
  },
  subscriptions: {
    // The payment provider's own words on a declined card, written for the payer.
    paymentFailed: '{reason}',
    stateChanged:
      'Your subscription changed in the meantime. We have refreshed it: check it and try again.',
    webhookCredentials: 'The webhook credentials are wrong.',
    verifyEmailFirst: 'Verify your email before you subscribe.',
    enterpriseArranged: 'Your Enterprise plan is arranged with our team. Contact us to change it.',
    secondSubscription:
      'You already have a subscription. Change your plan in Settings, under Subscription.',
    noSuchSubscription: 'There is no such subscription.',
    nothingToReactivate: 'Your subscription is active; there is nothing to reactivate.',
    noSuchInvoice: 'There is no such invoice.',
    keepNotYours: 'One of the centres to keep is not one of yours.',
    chooseCentresToKeep:
      'Choose 1 to {limit} {limit, plural, one {centre} other {centres}} to keep active on the {plan} plan.',
    chooseAnyCentresToKeep: 'Choose any number of centres to keep active on the {plan} plan.',
    tooManyCentresForPlan:
      'The {plan} plan includes {limit} business {limit, plural, one {centre} other {centres}} and you have {active} active. Choose which to keep active; the others become read-only and nothing is deleted.',
  },
} as const;
