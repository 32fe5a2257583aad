// Which requests the service worker answers itself, and how. Kept apart from sw.ts (which binds it
// to the worker's events and its precache) so the rules can be tested without a worker.

/**
 * Never the app: the API, the embedded auth service, and the pages the server makes itself (the
 * server's own list in apps/server/src/features/web/spa.ts). The worker never answers them, so no
 * API answer is ever kept or replayed by it.
 */
const NOT_THE_APP = ['/api/', '/auth/', '/dev/', '/billing-sandbox/'];

/** A proxy's answers for a server behind it that is down (lib/http.ts counts them as unreachable). */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** The page every screen of the app starts from (what the server answers for any screen's path). */
export const SHELL_PAGE = '/index.html';

/** What the rules read of a request (a test cannot make a navigation Request of its own). */
export type RequestLike = Pick<Request, 'method' | 'url' | 'mode' | 'destination'>;

export type ShellStore<R extends RequestLike = Request> = {
  /** Whether the worker keeps `url`: known at once, since respondWith must be called in the event. */
  keeps: (url: string) => boolean;
  /** The kept copy of `url`, if there is one. */
  kept: (url: string) => Promise<Response | undefined>;
  network: (request: R) => Promise<Response>;
  /** How long a page may take from the network before the kept copy is shown instead. */
  navigationTimeoutMs: number;
};

/** The worker's answer to `request`, or null to leave it to the browser as if there were no worker. */
export function answer<R extends RequestLike>(
  request: R,
  origin: string,
  store: ShellStore<R>,
): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === '/api') return null;
  if (NOT_THE_APP.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (request.mode === 'navigate') {
    // A frame (a hosted checkout returning) gets whatever the server says, as without a worker.
    return request.destination === 'document' ? pageOrShell(request, store) : null;
  }
  if (!store.keeps(url.href)) return null;
  // Kept files carry their content's hash in their name (or the build's revision): never stale.
  return store.kept(url.href).then((kept) => kept ?? store.network(request));
}

type Outcome = { kind: 'answered'; response: Response } | { kind: 'failed' } | { kind: 'late' };

/**
 * Network first, so a deployment shows at once to anyone online; the kept page when the network
 * fails, is too slow, or a proxy says the server is down. The kept page is the build the worker
 * holds, whose scripts it holds too, so it always starts.
 */
async function pageOrShell<R extends RequestLike>(
  request: R,
  store: ShellStore<R>,
): Promise<Response> {
  const fromNetwork = store.network(request);
  const outcome = await settleWithin(fromNetwork, store.navigationTimeoutMs);
  if (outcome.kind === 'answered' && !GATEWAY_DOWN.has(outcome.response.status)) {
    return outcome.response;
  }
  const kept = await store.kept(SHELL_PAGE);
  if (kept) return kept;
  // Nothing kept yet (the worker is still installing): the network's answer, however late.
  return fromNetwork;
}

function settleWithin(response: Promise<Response>, ms: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'late' }), ms);
    response.then(
      (answered) => {
        clearTimeout(timer);
        resolve({ kind: 'answered', response: answered });
      },
      () => {
        clearTimeout(timer);
        resolve({ kind: 'failed' });
      },
    );
  });
}
