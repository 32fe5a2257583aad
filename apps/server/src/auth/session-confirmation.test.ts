import { describe, expect, it } from 'vitest';
import { ErrorCode, serverLimits, t } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';
import { createSessionConfirmer, type SessionCheck } from './session-confirmation.ts';
import { DeadlineExceeded, withDeadline } from '../lib/deadline-fetch.ts';

const session = { uid: 'u1', sessionId: 's1', accessToken: 'token-1' };
const other = { servedWithoutAnswer: false };
const punch = { servedWithoutAnswer: true };
const unreachable = () =>
  Promise.reject(new AppError(ErrorCode.AUTH_UNAVAILABLE, 'errors.auth.unavailable'));

/** The auth service's answers, one per call, and the calls it received. */
function scripted(...answers: (() => Promise<'live' | 'ended'>)[]) {
  const calls: string[] = [];
  const check: SessionCheck = (token) => {
    calls.push(token);
    const next = answers.shift();
    if (!next) throw new Error('no more answers scripted');
    return next();
  };
  return { check, calls };
}

function confirmerWith(check: SessionCheck) {
  let nowMs = Date.UTC(2026, 10, 26, 12);
  const ended: string[] = [];
  const confirm = createSessionConfirmer({
    check,
    now: () => new Date(nowMs),
    onEnded: (uid, sessionId) => {
      ended.push(`${uid}/${sessionId}`);
      return Promise.resolve();
    },
  });
  return { confirm, ended, advance: (ms: number) => (nowMs += ms) };
}

describe('confirming sessions with the auth service', () => {
  it('asks once per 30 s per session, and again after', async () => {
    const auth = scripted(
      () => Promise.resolve('live'),
      () => Promise.resolve('live'),
    );
    const { confirm, advance } = confirmerWith(auth.check);
    await confirm(session, other);
    advance(serverLimits.sessionConfirmEveryMs - 1);
    await confirm({ ...session, accessToken: 'refreshed' }, other);
    expect(auth.calls).toEqual(['token-1']);
    advance(1);
    await confirm(session, other);
    expect(auth.calls).toHaveLength(2);
  });

  it('shares one call among requests of one session arriving together', async () => {
    let release: (value: 'live') => void = () => undefined;
    const auth = scripted(() => new Promise((resolve) => (release = resolve)));
    const { confirm } = confirmerWith(auth.check);
    const all = Promise.all(Array.from({ length: 5 }, () => confirm(session, other)));
    release('live');
    await all;
    expect(auth.calls).toHaveLength(1);
  });

  it('refuses an ended session and records it, so every server refuses it', async () => {
    const auth = scripted(() => Promise.resolve('ended'));
    const { confirm, ended } = confirmerWith(auth.check);
    await expect(confirm(session, other)).rejects.toMatchObject({
      code: ErrorCode.UNAUTHENTICATED,
      message: t('errors.auth.sessionEnded'),
    });
    expect(ended).toEqual(['u1/s1']);
  });

  it('serves on a recent confirmation when the auth service does not answer', async () => {
    const auth = scripted(() => Promise.resolve('live'), unreachable, unreachable);
    const { confirm, advance } = confirmerWith(auth.check);
    await confirm(session, other);
    advance(serverLimits.sessionConfirmEveryMs);
    await expect(confirm(session, other)).resolves.toBeUndefined();
    advance(serverLimits.sessionConfirmGraceMs);
    await expect(confirm(session, other)).rejects.toMatchObject({
      code: ErrorCode.AUTH_UNAVAILABLE,
    });
  });

  it('never refuses a punch because the auth service does not answer', async () => {
    const auth = scripted(unreachable);
    const { confirm } = confirmerWith(auth.check);
    await expect(confirm(session, punch)).resolves.toBeUndefined();
  });

  it('refuses an ended session even for a punch: the answer was given', async () => {
    const auth = scripted(() => Promise.resolve('ended'));
    const { confirm } = confirmerWith(auth.check);
    await expect(confirm(session, punch)).rejects.toMatchObject({
      code: ErrorCode.UNAUTHENTICATED,
    });
  });
});

describe('our own deadline on calls to a provider', () => {
  it('gives up at the deadline even when the fetch ignores its signal', async () => {
    const never: typeof fetch = () => new Promise<Response>(() => undefined);
    const started = Date.now();
    await expect(withDeadline(never, 50)('http://auth.invalid/user')).rejects.toBeInstanceOf(
      DeadlineExceeded,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('aborts the request it gave up on', async () => {
    let signal: AbortSignal | undefined;
    const hanging: typeof fetch = (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    };
    await expect(withDeadline(hanging, 20)('http://auth.invalid/user')).rejects.toThrow();
    expect(signal?.aborted).toBe(true);
  });

  it('passes a timely answer through', async () => {
    const quick: typeof fetch = () => Promise.resolve(new Response('ok'));
    const response = await withDeadline(quick, 1_000)('http://auth.invalid/user');
    expect(await response.text()).toBe('ok');
  });
});
