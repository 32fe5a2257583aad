import { NAMESPACES, type Namespace } from '@vh/contracts';
import { FORM_WORDS, loadWords } from '../lib/words.ts';

/** Namespaces no screen shows: what only the server words (answers, mails, PDFs, audit reports). */
const SERVER_ONLY: readonly Namespace[] = ['errors', 'fields', 'mail', 'pdf', 'audit', 'server'];

/** The public pages' own namespaces, which the signed-in app does not show. */
const PUBLIC_ONLY: readonly Namespace[] = ['landing', 'legal', 'verify', 'auth'];

/**
 * The namespaces each screen shows beside the shared ones (lib/words.ts). A public page loads its
 * own; the dashboard, whose panels a role opens without another page load, loads them all.
 */
export const ROUTE_WORDS = {
  landing: ['landing', 'plans'],
  signUp: ['toasts', 'auth', 'plans', 'address', 'emailVerification', ...FORM_WORDS],
  signIn: ['toasts', 'auth', ...FORM_WORDS],
  pricing: ['toasts', 'pricing', 'plans', 'contact', 'subscription', 'businesses', ...FORM_WORDS],
  contact: ['toasts', 'contact', ...FORM_WORDS],
  legal: ['toasts', 'legal', 'plans'],
  verify: ['toasts', 'verify', 'punches', 'validation'],
  success: ['toasts', 'subscription', 'plans', ...FORM_WORDS],
  dashboard: NAMESPACES.filter(
    (name) => !SERVER_ONLY.includes(name) && !PUBLIC_ONLY.includes(name),
  ),
} satisfies Record<string, readonly Namespace[]>;

const BY_FIRST_SEGMENT: Record<string, readonly Namespace[]> = {
  '': ROUTE_WORDS.landing,
  register: ROUTE_WORDS.signUp,
  invite: ROUTE_WORDS.signUp,
  login: ROUTE_WORDS.signIn,
  forgot: ROUTE_WORDS.signIn,
  reset: ROUTE_WORDS.signIn,
  'update-password': ROUTE_WORDS.signIn,
  logout: ROUTE_WORDS.signIn,
  pricing: ROUTE_WORDS.pricing,
  contact: ROUTE_WORDS.contact,
  privacy: ROUTE_WORDS.legal,
  'terms-of-service': ROUTE_WORDS.legal,
  verify: ROUTE_WORDS.verify,
  success: ROUTE_WORDS.success,
  dashboard: ROUTE_WORDS.dashboard,
  user: ROUTE_WORDS.dashboard,
};

/** The namespaces the screen at `pathname` shows, fetched with the first paint's. */
export function wordsOfPath(pathname: string): readonly Namespace[] {
  return BY_FIRST_SEGMENT[pathname.split('/')[1] ?? ''] ?? [];
}

/**
 * A route's loader of its screen's words, which are in place before the screen renders. Words do
 * not change while the screen is open, so a new search or panel does not wait for them again.
 */
export const withWords = (namespaces: readonly Namespace[]) => ({
  loader: async (): Promise<null> => {
    await loadWords(...namespaces);
    return null;
  },
  shouldRevalidate: () => false,
});
