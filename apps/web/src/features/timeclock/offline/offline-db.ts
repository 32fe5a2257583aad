import type { TClockStatus, TPunchType } from '@vh/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The phone's own record of the clock, in IndexedDB (README.md beside this file): the punches not
// sent yet, the ones the server refused on delivery, the last clock status and the clock offset
// measured at the last contact, each under the uid they belong to. Nothing here is trusted by the
// server; it is what lets the clock work, and tell the truth, without a connection.

/** A punch kept until it is delivered. `body` is fixed when queued and sent as is every time. */
export type QueuedPunch = {
  /** Queue order (IndexedDB's own counter): delivery goes oldest first. */
  seq: number;
  id: string;
  uid: string;
  /** The JSON of the TPunchRequest, exactly the bytes sent on each try. */
  body: string;
  type: TPunchType;
  business_id: string;
  /** The device's clock at the press (the body's client_time): what the screen counts from. */
  client_time: string;
  /** The device's clock when it was queued, in ms. */
  queued_at: number;
};

/** A queued punch the server refused on delivery, kept until the person dismisses it. */
export type RefusedPunch = {
  id: string;
  uid: string;
  type: TPunchType;
  business_id: string;
  /** The device's clock at the press (the body's client_time). */
  client_time: string;
  /** The server's sentence. */
  message: string;
  refused_at: number;
};

/** The device clock's offset at its last contact with the server (server minus device, ms). */
export type Contact = { uid: string; server_time: string; offset_ms: number };

/** The last clock status the server gave this person, and when (device ms) it arrived. */
export type CachedStatus = { uid: string; status: TClockStatus; fetched_at: number };

/** When a punch of this person's last left the queue for the server (device ms). */
export type LastDelivery = { uid: string; at: number };

interface OfflineSchema extends DBSchema {
  queue: {
    key: number;
    value: Omit<QueuedPunch, 'seq'> & { seq?: number };
    indexes: { 'by-uid': string; 'by-id': string };
  };
  refused: { key: string; value: RefusedPunch; indexes: { 'by-uid': string } };
  contact: { key: string; value: Contact };
  status: { key: string; value: CachedStatus };
  delivered: { key: string; value: LastDelivery };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const NAME = 'vh-offline';
const VERSION = 1;

let opening: Promise<OfflineDb> | null = null;

/** The database, opened once per page. Rejects when the browser denies storage (private mode). */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= open().catch((error: unknown) => {
    // A later call may find storage allowed again (the person changed a setting).
    opening = null;
    throw error;
  });
  return opening;
}

async function open(): Promise<OfflineDb> {
  if (typeof indexedDB === 'undefined') throw new DOMException('No IndexedDB', 'SecurityError');
  const db = await openDB<OfflineSchema>(NAME, VERSION, {
    upgrade(db) {
      const queue = db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('by-uid', 'uid');
      queue.createIndex('by-id', 'id', { unique: true });
      const refused = db.createObjectStore('refused', { keyPath: 'id' });
      refused.createIndex('by-uid', 'uid');
      db.createObjectStore('contact', { keyPath: 'uid' });
      db.createObjectStore('status', { keyPath: 'uid' });
      db.createObjectStore('delivered', { keyPath: 'uid' });
    },
    // A newer version of the app in another tab wants to upgrade: let it, and reopen next time.
    blocking() {
      void forgetOfflineDb();
    },
    terminated() {
      opening = null;
    },
  });
  return db;
}

/** Closes the connection; the next use opens it again (a newer tab's upgrade, tests). */
export async function forgetOfflineDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}

const listeners = new Set<() => void>();

/** Calls `listener` after anything in this page changed the phone's record. */
export function onOfflineChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceOfflineChange(): void {
  for (const listener of listeners) listener();
}
