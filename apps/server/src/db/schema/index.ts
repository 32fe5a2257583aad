export { mailOutbox } from './mail-outbox.ts';
export { profiles } from './profiles.ts';
export { contactRequests } from './contact-requests.ts';
export { passwordResetLinks } from './password-reset-links.ts';
export { businesses, inviteCodes } from './businesses.ts';
export { auditEvents, maintenanceSteps } from './audit-events.ts';
export { employments, assignments } from './employments.ts';
export { shifts, punches, punchReviews, receiptKeys, auditHeads } from './timeclock.ts';
export { punchNotes } from './punch-notes.ts';
export {
  subscriptions,
  billingCheckouts,
  billingEvents,
  planChangeRequests,
} from './subscriptions.ts';
export {
  overtimeRules,
  timeEdits,
  weekApprovals,
  correctionRequests,
  centreHolidays,
  centreHolidayYears,
} from './timesheets.ts';
export { botRuns, botLogs } from './bot.ts';
export { deletedAccounts, jobLeases } from './retention.ts';
export { auditVerifications } from './audit-verifications.ts';
export { rateLimitCounts, runningServers } from './servers.ts';
export { payRates, paySettings, payPeriodClosures } from './pay.ts';
