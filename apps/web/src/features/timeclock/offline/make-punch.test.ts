import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { DEVICE_TIME_HEADER, type TPunchRequest } from '@vh/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLogin, errorResponse, jsonResponse } from '../../../testing/factories.ts';
import { adoptSession, isAuthUserRequest } from '../../../testing/session.ts';
import { testAuthClient } from '../../../testing/render.tsx';
import { deliverQueue } from './deliver.ts';
import { sendQueued } from './delivery-service.ts';
import { makePunch } from './make-punch.ts';
import { forgetOfflineDb } from './offline-db.ts';
import { queuePunch, refusedPunches, waitingPunches } from './punch-queue.ts';

const login = buildLogin();
const uid = login.user.id;
const centre = '33333333-3333-4333-8333-333333333333';

type Sent = { body: string; headers: Headers };

let answer: () => Response | 'offline' = () => 'offline';
let sent: Sent[] = [];

/** The network: `answer` answers each punch POST; each one is recorded as sent, bytes and all. */
function network(answering: () => Response | 'offline'): Sent[] {
  answer = answering;
  return sent;
}

function stubNetwork() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (isAuthUserRequest(url)) return Promise.resolve(jsonResponse(200, login.user));
      if (url !== '/api/timeclock/punches/')
        return Promise.resolve(errorResponse(404, 'NOT_FOUND'));
      const reply = answer();
      if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      sent.push({
        body: typeof init?.body === 'string' ? init.body : '',
        headers: new Headers(init?.headers),
      });
      return Promise.resolve(reply);
    }),
  );
}

const request = (type: TPunchRequest['type']): TPunchRequest => ({
  id: crypto.randomUUID(),
  type,
  business_id: centre,
  client_time: new Date().toISOString(),
  location_error: 'timeout',
});

/** The server's answer to a punch, as the contract has it. */
const accepted = (body: string) => {
  const punch = JSON.parse(body) as TPunchRequest;
  const shiftId = crypto.randomUUID();
  const times = { server_time: punch.client_time, client_time: punch.client_time };
  return jsonResponse(200, {
    punch: {
      id: punch.id,
      type: punch.type,
      staff_uid: uid,
      business_id: centre,
      shift_id: shiftId,
      ...times,
      received_time: punch.client_time,
      offset_ms: null,
      latitude: null,
      longitude: null,
      accuracy_m: null,
      location_error: 'timeout',
      distance_m: null,
      verdict: 'uncertain',
      reasons: ['NO_LOCATION'],
      needs_review: true,
      review: null,
      notes: [],
    },
    receipt: {
      receipt: {
        v: 1,
        kind: 'verifiedhours.punch',
        key_id: 'k1',
        punch_id: punch.id,
        type: punch.type,
        staff_uid: uid,
        staff_name: 'Ada Lovelace',
        business_id: centre,
        business_name: 'Harbour Street',
        shift_id: shiftId,
        ...times,
        position: null,
        location_error: 'timeout',
        centre: { latitude: 44.65, longitude: -63.58, radius_m: 100 },
        distance_m: null,
        verdict: 'uncertain',
        reasons: ['NO_LOCATION'],
        chain: { seq: 1, hash: 'ab'.repeat(32) },
      },
      alg: 'Ed25519',
      signature: 'c2lnbmF0dXJl',
    },
  });
};

beforeEach(async () => {
  await forgetOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  stubNetwork();
  await adoptSession(login);
});

afterEach(async () => {
  await forgetOfflineDb();
  await testAuthClient().auth.signOut({ scope: 'local' });
});

describe('a queued punch on the wire', () => {
  it('goes as the stored bytes on every try, as its maker, with the device time beside it', async () => {
    let online = false;
    let lastBody = '';
    const sent = network(() => (online ? accepted(lastBody) : 'offline'));
    const item = await queuePunch(uid, request('clock_in'));
    lastBody = item.body;

    expect((await deliverQueue(uid, sendQueued)).stopped).not.toBeNull();
    online = true;
    const delivery = await deliverQueue(uid, sendQueued);
    await deliverQueue(uid, sendQueued);

    expect(delivery.delivered.map((done) => done.item.id)).toEqual([item.id]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBe(item.body);
    expect(sent[0]?.headers.get('X-JWT')).toBe(login.session.access_token);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    const deviceTime = Date.parse(sent[0]?.headers.get(DEVICE_TIME_HEADER) ?? '');
    expect(Math.abs(Date.now() - deviceTime)).toBeLessThan(5_000);
  });

  it('is never sent under someone else’s session: it waits for its maker', async () => {
    const sent = network(() => errorResponse(500, 'INTERNAL'));
    await queuePunch('44444444-4444-4444-8444-444444444444', request('clock_in'));

    const delivery = await deliverQueue('44444444-4444-4444-8444-444444444444', sendQueued);

    expect(sent).toEqual([]);
    expect(delivery.stopped).not.toBeNull();
    expect(await waitingPunches('44444444-4444-4444-8444-444444444444')).toHaveLength(1);
  });
});

describe('a press', () => {
  it('online: is kept, then leaves within the press', async () => {
    const punch = request('clock_in');
    network(() => accepted(JSON.stringify(punch)));

    const outcome = await makePunch(uid, punch);

    expect(outcome).toMatchObject({ kind: 'recorded', trouble: null });
    expect(outcome.kind === 'recorded' && outcome.response?.punch.id).toBe(punch.id);
    expect(sent).toHaveLength(1);
    expect(await waitingPunches(uid)).toEqual([]);
  });

  it('offline: stays on the phone', async () => {
    network(() => 'offline');
    expect(await makePunch(uid, request('clock_in'))).toEqual({ kind: 'waiting' });
    expect(await waitingPunches(uid)).toHaveLength(1);
  });

  it('refused by the server: a card with its sentence, nothing waiting', async () => {
    network(() => errorResponse(403, 'ACCOUNT_DISABLED', 'Your account has been disabled.'));
    expect(await makePunch(uid, request('clock_in'))).toEqual({ kind: 'refused' });
    expect((await refusedPunches(uid)).map((card) => card.message)).toEqual([
      'Your account has been disabled.',
    ]);
  });

  it('with storage denied: goes directly, and says the phone could not keep it', async () => {
    vi.stubGlobal('indexedDB', undefined);
    let body = '';
    const sent = network(() => accepted(body));
    const punch = request('clock_in');
    body = JSON.stringify(punch);

    expect(await makePunch(uid, punch)).toMatchObject({ kind: 'recorded', trouble: 'denied' });
    expect(sent.map((one) => one.body)).toEqual([body]);
  });

  it('with storage denied and no connection: not saved, and its retry sends the same bytes', async () => {
    vi.stubGlobal('indexedDB', undefined);
    let online = false;
    const punch = request('break_start');
    const sent = network(() => (online ? accepted(JSON.stringify(punch)) : 'offline'));

    const outcome = await makePunch(uid, punch);
    expect(outcome).toMatchObject({ kind: 'notSaved', trouble: 'denied', reason: null });
    if (outcome.kind !== 'notSaved' || !outcome.retry) throw new Error('expected a retry');

    online = true;
    expect(await outcome.retry()).toMatchObject({ kind: 'recorded', trouble: 'denied' });
    expect(sent.map((one) => one.body)).toEqual([JSON.stringify(punch)]);
  });
});
