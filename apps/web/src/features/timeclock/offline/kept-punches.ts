import type { KeptPunches } from '../../auth/components/logout-page.tsx';
import { forgetClock } from './last-contact.ts';
import { waitingPunches } from './punch-queue.ts';

/** The queue as /logout asks about it (the app hands it to the sign-out page). */
export const keptPunches: KeptPunches = {
  waiting: async (uid) => (await waitingPunches(uid)).length,
  forget: forgetClock,
};
