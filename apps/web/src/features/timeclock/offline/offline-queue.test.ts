import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import {
  OFFLINE_QUEUE,
  type TClockStatus,
  type TPunchRequest,
  type TPunchResponse,
} from '@vh/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from '../../../lib/api-error.ts';
import { nextRetryDelay } from './backoff.ts';
import { deliverQueue, DELIVERY_LOCK, type SendQueued } from './deliver.ts';
import { keepDelivering } from './delivery-service.ts';
import { lastContact, offsetAt, rememberContact } from './last-contact.ts';
import { forgetOfflineDb, type QueuedPunch } from './offline-db.ts';
import {
  lastDelivery,
  queuePunch,
  refusedPunches,
  StorageProblem,
  waitingPunches,
} from './punch-queue.ts';

const ana = '11111111-1111-4111-8111-111111111111';
const ben = '22222222-2222-4222-8222-222222222222';
const centre = '33333333-3333-4333-8333-333333333333';

beforeEach(async () => {
  // Each test starts from an empty phone: a database of its own, no connection left open.
  await forgetOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(async () => {
  await forgetOfflineDb();
  vi.restoreAllMocks();
});

function request(type: TPunchRequest['type'], overrides: Partial<TPunchRequest> = {}) {
  return {
    id: crypto.randomUUID(),
    type,
    business_id: centre,
    client_time: new Date().toISOString(),
    location_error: 'unavailable',
    ...overrides,
  } satisfies TPunchRequest;
}

const recorded = (item: QueuedPunch) => ({ punch: { id: item.id } }) as unknown as TPunchResponse;
const noConnection = () => new ApiError(0, ClientErrorCode.NETWORK_ERROR, 'unreachable');
const answered = (status: number, message = `status ${status}`) =>
  new ApiError(status, 'REFUSED', message);

/** A server that answers each send with the next of `answers` (then accepts), recording it. */
function server(...answers: (ApiError | 'ok')[]) {
  const sent: QueuedPunch[] = [];
  const send: SendQueued = (item) => {
    sent.push(item);
    const answer = answers.shift() ?? 'ok';
    return answer === 'ok' ? Promise.resolve(recorded(item)) : Promise.reject(answer);
  };
  return { send, sent, types: () => sent.map((item) => item.type) };
}

describe('the queue keeps a punch with its body fixed', () => {
  it('stores the exact JSON, with the last contact, before anything is sent', async () => {
    const status: TClockStatus = {
      centres: [],
      shift: null,
      server_time: '2026-03-02T14:00:10.000Z',
    };
    // The device's clock read 14:00:00.000 and 14:00:00.200 around the request: 10.1 s behind.
    await rememberContact(
      ana,
      status,
      Date.parse('2026-03-02T14:00:00.000Z'),
      Date.parse('2026-03-02T14:00:00.200Z'),
    );
    const punch = request('clock_in');

    const item = await queuePunch(ana, punch);

    expect(JSON.parse(item.body)).toEqual({
      ...punch,
      last_contact: { server_time: '2026-03-02T14:00:10.000Z', offset_ms: 9_900 },
    });
    expect(await waitingPunches(ana)).toEqual([item]);
  });

  it('leaves last_contact out when the phone has never reached the server', async () => {
    const punch = request('clock_in');
    const item = await queuePunch(ana, punch);
    expect(item.body).toBe(JSON.stringify(punch));
  });

  it('resends the very same bytes after a failed try, whatever changed in between', async () => {
    const { send, sent } = server(noConnection(), 'ok');
    await queuePunch(ana, request('clock_in'));
    await deliverQueue(ana, send);
    // A new contact since does not change a body already queued.
    await rememberContact(
      ana,
      { centres: [], shift: null, server_time: new Date().toISOString() },
      Date.now() - 90_000,
      Date.now() - 90_000,
    );

    await deliverQueue(ana, send);

    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(await waitingPunches(ana)).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends oldest first, one at a time, and records when the last one left', async () => {
    const { send, types } = server();
    let inFlight = 0;
    let most = 0;
    const counting: SendQueued = async (item) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return send(item);
    };
    for (const type of ['clock_in', 'break_start', 'break_end', 'clock_out'] as const) {
      await queuePunch(ana, request(type));
    }

    const before = Date.now();
    const delivery = await deliverQueue(ana, counting);

    expect(types()).toEqual(['clock_in', 'break_start', 'break_end', 'clock_out']);
    expect(most).toBe(1);
    expect(delivery.delivered).toHaveLength(4);
    expect(delivery.stopped).toBeNull();
    expect(await lastDelivery(ana)).toBeGreaterThanOrEqual(before);
  });

  it('stops at the first punch that cannot leave and keeps it and the rest in order', async () => {
    const { send, types } = server('ok', noConnection());
    await queuePunch(ana, request('clock_in'));
    await queuePunch(ana, request('break_start'));
    await queuePunch(ana, request('clock_out'));

    const delivery = await deliverQueue(ana, send);

    expect(types()).toEqual(['clock_in', 'break_start']);
    expect(delivery.stopped?.error).toBeInstanceOf(ApiError);
    expect((await waitingPunches(ana)).map((item) => item.type)).toEqual([
      'break_start',
      'clock_out',
    ]);
  });

  it.each([401, 408, 429, 500, 503])(
    'keeps a punch answered %i, to try again later',
    async (status) => {
      const { send } = server(answered(status));
      await queuePunch(ana, request('clock_in'));

      const delivery = await deliverQueue(ana, send);

      expect(delivery.stopped).not.toBeNull();
      expect(await waitingPunches(ana)).toHaveLength(1);
      expect(await refusedPunches(ana)).toEqual([]);
    },
  );

  it('turns a refusal into a card with the server’s sentence, and goes on with the next', async () => {
    const { send, types } = server(answered(403, 'Your account has been disabled.'), 'ok');
    const refusedOne = request('clock_in');
    await queuePunch(ana, refusedOne);
    await queuePunch(ana, request('break_start'));

    const delivery = await deliverQueue(ana, send);

    expect(types()).toEqual(['clock_in', 'break_start']);
    expect(delivery.refused.map((card) => card.id)).toEqual([refusedOne.id]);
    expect(await waitingPunches(ana)).toEqual([]);
    expect(await refusedPunches(ana)).toEqual([
      expect.objectContaining({
        id: refusedOne.id,
        uid: ana,
        type: 'clock_in',
        client_time: refusedOne.client_time,
        message: 'Your account has been disabled.',
      }),
    ]);
  });

  it('sends only the signed-in person’s punches; another’s stay on the phone for them', async () => {
    const { send, sent } = server();
    const anas = await queuePunch(ana, request('clock_in'));
    await queuePunch(ben, request('clock_in'));
    const anaLater = await queuePunch(ana, request('clock_out'));

    await deliverQueue(ana, send);

    expect(sent.map((item) => item.id)).toEqual([anas.id, anaLater.id]);
    expect(sent.every((item) => item.uid === ana)).toBe(true);
    expect(await waitingPunches(ben)).toHaveLength(1);
  });
});

describe('two deliverers at once deliver each punch once', () => {
  async function twoAtOnce() {
    const { send, sent } = server();
    const slow: SendQueued = async (item) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return send(item);
    };
    await queuePunch(ana, request('clock_in'));
    await queuePunch(ana, request('clock_out'));
    await Promise.all([deliverQueue(ana, slow), deliverQueue(ana, slow)]);
    return sent;
  }

  it('with Web Locks, as two tabs do', async () => {
    // The browser's lock manager, reduced to what delivery needs: one holder per name at a time.
    const held = new Map<string, Promise<unknown>>();
    const requested: string[] = [];
    const locks = {
      request: (name: string, run: () => Promise<unknown>) => {
        requested.push(name);
        const turn = (held.get(name) ?? Promise.resolve()).then(run, run);
        held.set(
          name,
          turn.catch(() => undefined),
        );
        return turn;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const sent = await twoAtOnce();
      expect(sent.map((item) => item.type)).toEqual(['clock_in', 'clock_out']);
      expect(requested).toEqual([DELIVERY_LOCK, DELIVERY_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('without Web Locks, one run at a time within the tab', async () => {
    expect('locks' in navigator).toBe(false);
    const sent = await twoAtOnce();
    expect(sent.map((item) => item.type)).toEqual(['clock_in', 'clock_out']);
  });
});

describe('tries again later, waiting longer each time', () => {
  it('doubles from the first wait to the cap', () => {
    const waits: number[] = [];
    let wait: number | null = null;
    for (let i = 0; i < 9; i += 1) waits.push((wait = nextRetryDelay(wait)));
    expect(waits).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
    expect(waits[0]).toBe(OFFLINE_QUEUE.retryFirstMs);
    expect(waits.at(-1)).toBe(OFFLINE_QUEUE.retryMaxMs);
  });

  it('on a timer, and starts over after a success', async () => {
    // Only the timers are fake: IndexedDB's own scheduling (setImmediate) runs as it would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const tries: number[] = [];
    const start = Date.now();
    let accept = false;
    const send: SendQueued = (item) => {
      tries.push(Date.now() - start);
      return accept ? Promise.resolve(recorded(item)) : Promise.reject(noConnection());
    };
    /** Lets the IndexedDB work of a try finish, without moving the fake clock. */
    const until = async (done: () => boolean | Promise<boolean>) => {
      for (let turn = 0; turn < 200 && !(await done()); turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await done()).toBe(true);
    };
    await queuePunch(ana, request('clock_in'));
    const stop = keepDelivering(ana, send);
    try {
      // The first try at once (the clock opening), then 5 s, 10 s and 20 s later.
      await until(() => tries.length === 1);
      for (const wait of [5_000, 10_000, 20_000]) {
        await vi.advanceTimersByTimeAsync(wait - 1);
        const count = tries.length;
        await vi.advanceTimersByTimeAsync(1);
        await until(() => tries.length === count + 1);
      }
      accept = true;
      await vi.advanceTimersByTimeAsync(40_000);
      await until(async () => (await waitingPunches(ana)).length === 0);
      expect(tries).toEqual([0, 5_000, 15_000, 35_000, 75_000]);

      // Nothing waits: no timer. The next punch that cannot leave waits 5 s again, not 80 s.
      accept = false;
      await queuePunch(ana, request('clock_out'));
      await vi.advanceTimersByTimeAsync(600_000);
      expect(tries).toHaveLength(5);
      window.dispatchEvent(new Event('online'));
      await until(() => tries.length === 6);
      await vi.advanceTimersByTimeAsync(5_000);
      await until(() => tries.length === 7);
      expect((tries[6] ?? 0) - (tries[5] ?? 0)).toBe(5_000);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('when the service worker says Background Sync fired', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const { send, sent } = server(noConnection());
    await queuePunch(ana, request('clock_in'));
    const stop = keepDelivering(ana, send);
    try {
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something else' } }));
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'vh:deliver-punches' } }));
      await vi.waitFor(async () => expect(await waitingPunches(ana)).toEqual([]));
      expect(sent).toHaveLength(2);
    } finally {
      stop();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('storage that cannot keep a punch says so', () => {
  const kind = (promise: Promise<unknown>) =>
    promise.then(
      () => 'kept',
      (error: unknown) => (error instanceof StorageProblem ? error.kind : String(error)),
    );

  it('when the browser estimates less than the room a punch may need', async () => {
    const estimate = vi.fn(() => Promise.resolve({ quota: 50_000_000, usage: 49_500_000 }));
    Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true });
    try {
      expect(await kind(queuePunch(ana, request('clock_in')))).toBe('full');
      expect(estimate).toHaveBeenCalled();
      estimate.mockResolvedValue({ quota: 50_000_000, usage: 1_000 });
      expect(await kind(queuePunch(ana, request('clock_in')))).toBe('kept');
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('when the write fails for want of space', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await kind(queuePunch(ana, request('clock_in')))).toBe('full');
  });

  it('when the browser denies storage altogether', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(await kind(queuePunch(ana, request('clock_in')))).toBe('denied');
    vi.stubGlobal('indexedDB', undefined);
    expect(await kind(queuePunch(ana, request('clock_in')))).toBe('denied');
  });

  it('when as many punches as a phone keeps already wait', async () => {
    for (let i = 0; i < OFFLINE_QUEUE.maxWaiting; i += 1) {
      await queuePunch(i % 2 ? ana : ben, request('clock_in'));
    }
    expect(await kind(queuePunch(ana, request('clock_out')))).toBe('queueFull');
  });
});

describe('the contact offset', () => {
  it('is the server’s time less the middle of the round trip, in ms', () => {
    expect(
      offsetAt(
        '2026-03-02T14:00:00.000Z',
        Date.parse('2026-03-02T14:02:00.000Z'),
        Date.parse('2026-03-02T14:02:00.400Z'),
      ),
    ).toBe(-120_200);
  });

  it('is not kept when it makes no sense, and the older one is forgotten', async () => {
    const at = Date.parse('2026-03-02T14:00:00.000Z');
    await rememberContact(
      ana,
      { centres: [], shift: null, server_time: '2026-03-02T14:00:01.000Z' },
      at,
      at,
    );
    expect(await lastContact(ana)).toEqual({
      uid: ana,
      server_time: '2026-03-02T14:00:01.000Z',
      offset_ms: 1_000,
    });

    // A device clock twenty years off.
    await rememberContact(
      ana,
      { centres: [], shift: null, server_time: '2046-03-02T14:00:01.000Z' },
      at,
      at,
    );
    expect(offsetAt('not a date', at, at)).toBeNull();
    expect(await lastContact(ana)).toBeNull();
  });
});
