import { copy } from '../../../lib/copy.ts';

/** SPEC §2: an operator (role ADMIN) sees plain text for now. */
export function AdminDashboard() {
  return <main>{copy.dashboard.admin}</main>;
}
