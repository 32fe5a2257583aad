import { t } from '@vh/contracts';

/** SPEC §2: an operator (role ADMIN) sees plain text for now. */
export function AdminDashboard() {
  return <main>{t('dashboard.admin')}</main>;
}
