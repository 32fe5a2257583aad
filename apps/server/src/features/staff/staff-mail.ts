import { composeMail } from '../../mail/templates.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** To the owner and the centre's managers: someone joined with the invite code and waits. */
export function staffJoinedMail(
  to: { email: string; firstName: string },
  staff: { firstName: string; lastName: string; username: string },
  centreName: string,
  staffPanelUrl: string,
): MailMessage {
  const who = `${staff.firstName} ${staff.lastName} (${staff.username})`;
  return composeMail(to.email, `${who} joined ${centreName} and waits for approval`, {
    greeting: `Hi ${to.firstName},`,
    body: [
      `${who} signed up with the invite code of ${centreName}.`,
      'They cannot clock in until you approve them. If you do not know them, reject the sign-up.',
    ],
    action: { label: 'Review staff', url: staffPanelUrl },
  });
}

/** To the staff member: their employer approved them. */
export function staffApprovedMail(
  to: { email: string; firstName: string },
  centreName: string,
  dashboardUrl: string,
): MailMessage {
  return composeMail(to.email, `You can now clock in at ${centreName}`, {
    greeting: `Hi ${to.firstName},`,
    body: [`Your employer approved your account. You now have full access at ${centreName}.`],
    action: { label: 'Open my dashboard', url: dashboardUrl },
  });
}

/**
 * To each of a staff member's two addresses when their employer corrects it: the sign-in email
 * moves only once both links are opened, so a mistyped or hostile change goes nowhere.
 */
export function staffEmailChangeMail(
  to: string,
  firstName: string,
  change: { from: string; to: string; link: string },
): MailMessage {
  return composeMail(to, 'Confirm the change of your sign-in email', {
    greeting: `Hi ${firstName},`,
    body: [
      `Your employer asked to change your VerifiedHours sign-in email from ${change.from} to ${change.to}.`,
      'Open the link in this email and the one sent to the other address. Until both are opened, nothing changes. If you did not expect this, ignore this email and tell your manager.',
    ],
    action: { label: 'Confirm the change', url: change.link },
  });
}
