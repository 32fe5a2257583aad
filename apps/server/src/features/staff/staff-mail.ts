import { t } from '@vh/contracts';
import { composeMail, greeting } from '../../mail/templates.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** To the owner and the centre's managers: someone joined with the invite code and waits. */
export function staffJoinedMail(
  to: { email: string; firstName: string },
  staff: { firstName: string; lastName: string; username: string },
  centreName: string,
  staffPanelUrl: string,
): MailMessage {
  const who = t('mail.staffJoined.who', staff);
  const centre = centreName;
  return composeMail(to.email, t('mail.staffJoined.subject', { who, centre }), {
    greeting: greeting(to.firstName),
    body: [t('mail.staffJoined.signedUp', { who, centre }), t('mail.staffJoined.approve')],
    action: { label: t('mail.staffJoined.action'), url: staffPanelUrl },
  });
}

/** To the staff member: their employer approved them. */
export function staffApprovedMail(
  to: { email: string; firstName: string },
  centreName: string,
  dashboardUrl: string,
): MailMessage {
  return composeMail(to.email, t('mail.staffApproved.subject', { centre: centreName }), {
    greeting: greeting(to.firstName),
    body: [t('mail.staffApproved.approved', { centre: centreName })],
    action: { label: t('mail.staffApproved.action'), url: dashboardUrl },
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
  return composeMail(to, t('mail.staffEmailChange.subject'), {
    greeting: greeting(firstName),
    body: [
      t('mail.staffEmailChange.asked', { from: change.from, to: change.to }),
      t('mail.staffEmailChange.both'),
    ],
    action: { label: t('mail.staffEmailChange.action'), url: change.link },
  });
}
