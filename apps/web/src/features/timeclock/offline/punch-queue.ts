import { OFFLINE_QUEUE, type TPunchRequest } from '@vh/contracts';
import { lastContact } from './last-contact.ts';
import {
  announceOfflineChange,
  offlineDb,
  type Contact,
  type QueuedPunch,
  type RefusedPunch,
} from './offline-db.ts';

/** Why a punch could not be kept on the phone: no room, storage refused, or too many waiting. */
export type StorageTrouble = 'full' | 'denied' | 'queueFull';

export class StorageProblem extends Error {
  readonly kind: StorageTrouble;

  constructor(kind: StorageTrouble, options?: { cause: unknown }) {
    super(`The punch could not be kept on this device (${kind})`, options);
    this.name = 'StorageProblem';
    this.kind = kind;
  }
}

/** The JSON sent for a punch, with the last contact's offset when the phone has one. */
export function punchBody(request: TPunchRequest, contact: Contact | null): string {
  if (!contact) return JSON.stringify(request);
  const last_contact = { server_time: contact.server_time, offset_ms: contact.offset_ms };
  return JSON.stringify({ ...request, last_contact });
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** Whether the browser says less room is left than a few punches could need. */
async function lowOnSpace(): Promise<boolean> {
  if (!('storage' in navigator) || typeof navigator.storage.estimate !== 'function') return false;
  const estimate = await navigator.storage.estimate().catch(() => null);
  if (!estimate?.quota || estimate.usage === undefined) return false;
  return estimate.quota - estimate.usage < OFFLINE_QUEUE.minFreeBytes;
}

/**
 * Keeps the punch on the phone before anything is sent, its body fixed from here on. Throws a
 * StorageProblem when it cannot be kept: the caller says so, and may still send it directly.
 */
export async function queuePunch(uid: string, request: TPunchRequest): Promise<QueuedPunch> {
  const db = await offlineDb().catch((cause: unknown) => {
    throw new StorageProblem('denied', { cause });
  });
  if (await lowOnSpace()) throw new StorageProblem('full');
  const contact = await lastContact(uid).catch(() => null);
  const item: Omit<QueuedPunch, 'seq'> = {
    id: request.id,
    uid,
    body: punchBody(request, contact),
    type: request.type,
    business_id: request.business_id,
    client_time: request.client_time,
    queued_at: Date.now(),
  };
  let seq: number;
  try {
    const tx = db.transaction('queue', 'readwrite');
    if ((await tx.store.count()) >= OFFLINE_QUEUE.maxWaiting) {
      throw new StorageProblem('queueFull');
    }
    seq = await tx.store.add(item);
    await tx.done;
  } catch (error) {
    if (isQuotaError(error)) throw new StorageProblem('full', { cause: error });
    throw error;
  }
  announceOfflineChange();
  return { ...item, seq };
}

/** This person's punches waiting to be sent, oldest first. */
export async function waitingPunches(uid: string): Promise<QueuedPunch[]> {
  const db = await offlineDb();
  const items = await db.getAllFromIndex('queue', 'by-uid', uid);
  return items.flatMap((item) => (item.seq === undefined ? [] : [{ ...item, seq: item.seq }]));
}

/** A punch the server recorded: out of the queue, and the time of this delivery kept. */
export async function markDelivered(item: QueuedPunch): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['queue', 'delivered'], 'readwrite');
  await Promise.all([
    tx.objectStore('queue').delete(item.seq),
    tx.objectStore('delivered').put({ uid: item.uid, at: Date.now() }),
    tx.done,
  ]);
  announceOfflineChange();
}

/** A punch the server refused: out of the queue, kept as a card with its sentence until dismissed. */
export async function markRefused(item: QueuedPunch, message: string): Promise<RefusedPunch> {
  const refused: RefusedPunch = {
    id: item.id,
    uid: item.uid,
    type: item.type,
    business_id: item.business_id,
    client_time: item.client_time,
    message,
    refused_at: Date.now(),
  };
  const db = await offlineDb();
  const tx = db.transaction(['queue', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('queue').delete(item.seq),
    tx.objectStore('refused').put(refused),
    tx.done,
  ]);
  announceOfflineChange();
  return refused;
}

export async function refusedPunches(uid: string): Promise<RefusedPunch[]> {
  const db = await offlineDb();
  const refused = await db.getAllFromIndex('refused', 'by-uid', uid);
  return refused.sort((a, b) => a.refused_at - b.refused_at);
}

export async function dismissRefused(id: string): Promise<void> {
  await (await offlineDb()).delete('refused', id);
  announceOfflineChange();
}

/** When this person's last punch was delivered from this phone (device ms), if ever. */
export async function lastDelivery(uid: string): Promise<number | null> {
  return (await (await offlineDb()).get('delivered', uid))?.at ?? null;
}
