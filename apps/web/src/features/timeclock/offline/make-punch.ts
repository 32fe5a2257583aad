import type { TPunchRequest, TPunchResponse } from '@vh/contracts';
import { isRecordedAnyway, isRefusal, refusalSentence } from './deliver.ts';
import { askForBackgroundSync, deliverNow, sendBody } from './delivery-service.ts';
import { lastContact } from './last-contact.ts';
import type { QueuedPunch } from './offline-db.ts';
import { punchBody, queuePunch, StorageProblem, type StorageTrouble } from './punch-queue.ts';

/** What became of a press, for the clock card to show. */
export type PunchOutcome =
  /** The server has it; `trouble` says the phone could not have kept it (it went directly). */
  | { kind: 'recorded'; response: TPunchResponse | null; trouble: StorageTrouble | null }
  /** Kept on the phone, to be sent later (the waiting card shows it). */
  | { kind: 'waiting' }
  /** The server refused it; the refused card (kept on the phone) shows its sentence. */
  | { kind: 'refused' }
  /**
   * Neither kept nor recorded: why (`reason`, the server's sentence when it refused), and a try
   * again with the very same body when one can help.
   */
  | {
      kind: 'notSaved';
      trouble: StorageTrouble | null;
      reason: string | null;
      retry: (() => Promise<PunchOutcome>) | null;
    };

/** Sends a body the phone could not keep, once; the retry sends the same bytes. */
async function sendDirectly(
  uid: string,
  body: string,
  trouble: StorageTrouble,
): Promise<PunchOutcome> {
  try {
    return { kind: 'recorded', response: await sendBody(uid, body), trouble };
  } catch (error) {
    if (isRecordedAnyway(error)) return { kind: 'recorded', response: null, trouble };
    if (isRefusal(error)) {
      return { kind: 'notSaved', trouble, reason: refusalSentence(error), retry: null };
    }
    return {
      kind: 'notSaved',
      trouble,
      reason: null,
      retry: () => sendDirectly(uid, body, trouble),
    };
  }
}

/**
 * A press: the punch is kept on the phone first, then the queue is delivered, so online it
 * leaves within the press and offline it waits. When the phone cannot keep it (storage full or
 * denied) it is sent directly instead; when too many already wait it is refused.
 */
export async function makePunch(uid: string, request: TPunchRequest): Promise<PunchOutcome> {
  let item: QueuedPunch;
  try {
    item = await queuePunch(uid, request);
  } catch (error) {
    const trouble = error instanceof StorageProblem ? error.kind : 'denied';
    if (trouble === 'queueFull') return { kind: 'notSaved', trouble, reason: null, retry: null };
    const contact = await lastContact(uid).catch(() => null);
    return sendDirectly(uid, punchBody(request, contact), trouble);
  }
  const delivery = await deliverNow(uid).catch(() => null);
  const mine = delivery?.delivered.find((delivered) => delivered.item.id === item.id);
  if (mine) return { kind: 'recorded', response: mine.response, trouble: null };
  if (delivery?.refused.some((refused) => refused.id === item.id)) return { kind: 'refused' };
  void askForBackgroundSync().catch(() => undefined);
  return { kind: 'waiting' };
}
