import { TIMECLOCK, type TClockStatus } from '@vh/contracts';
import { offlineDb, type CachedStatus, type Contact } from './offline-db.ts';

// What the phone learnt at its last contact with the server: how far its clock is from the
// server's, and the clock status, so a punch made later without signal carries an offset the
// server can correct its time with, and the screen shows where the person stood.

/**
 * The device clock's offset (server minus device, ms), taking the server's time as read halfway
 * between sending the request and receiving the answer (device ms both). Null when it is not a
 * usable figure: a date that does not parse, or an offset past what the server accepts.
 */
export function offsetAt(serverTime: string, sentAt: number, receivedAt: number): number | null {
  const offset = Math.round(Date.parse(serverTime) - (sentAt + receivedAt) / 2);
  if (!Number.isFinite(offset) || Math.abs(offset) > TIMECLOCK.offsetMaxMs) return null;
  return offset;
}

/**
 * Keeps what a successful status request taught: the offset and the status itself. A clock too
 * far off to state forgets the older contact, so no punch carries an offset that is no longer true.
 */
export async function rememberContact(
  uid: string,
  status: TClockStatus,
  sentAt: number,
  receivedAt: number,
): Promise<void> {
  const db = await offlineDb();
  const offset = offsetAt(status.server_time, sentAt, receivedAt);
  const tx = db.transaction(['contact', 'status'], 'readwrite');
  await Promise.all([
    offset === null
      ? tx.objectStore('contact').delete(uid)
      : tx.objectStore('contact').put({ uid, server_time: status.server_time, offset_ms: offset }),
    tx.objectStore('status').put({ uid, status, fetched_at: receivedAt }),
    tx.done,
  ]);
}

export async function lastContact(uid: string): Promise<Contact | null> {
  return (await (await offlineDb()).get('contact', uid)) ?? null;
}

export async function cachedStatus(uid: string): Promise<CachedStatus | null> {
  return (await (await offlineDb()).get('status', uid)) ?? null;
}

/**
 * Signing out forgets what the phone knew of the person's clock (their centres, their shift); the
 * punches still waiting stay, to be sent when they sign in here again, and so do refused cards.
 */
export async function forgetClock(uid: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['contact', 'status'], 'readwrite');
  await Promise.all([
    tx.objectStore('contact').delete(uid),
    tx.objectStore('status').delete(uid),
    tx.done,
  ]);
}
