import { vi } from 'vitest';

export type RecordedRequest = { method: string; url: string; body: unknown };

/**
 * Replaces fetch, the HTTP boundary, for one test (setup.ts restores it). Every request is
 * recorded with its JSON body; `respond` answers it.
 */
export function stubFetch(respond: (request: RecordedRequest) => Response): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method: init?.method ?? 'GET', url, body };
    requests.push(request);
    return Promise.resolve(respond(request));
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return requests;
}
