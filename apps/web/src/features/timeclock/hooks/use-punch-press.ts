import { useQueryClient } from '@tanstack/react-query';
import type { TPunchRequest, TPunchResponse, TPunchType } from '@vh/contracts';
import { useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { currentFix } from '../geolocation.ts';
import { makePunch, type PunchOutcome } from '../offline/make-punch.ts';
import type { StorageTrouble } from '../offline/punch-queue.ts';
import { timeclockKeys } from './use-timeclock.ts';

export type Phase = 'idle' | 'locating' | 'sending';

/** A punch neither kept nor recorded, as the clock card shows it. */
export type NotSaved = Extract<PunchOutcome, { kind: 'notSaved' }>;

/** The punch's request: where the phone is, or why it cannot say, at the device's time. */
async function requestFor(type: TPunchType, businessId: string): Promise<TPunchRequest> {
  const fix = await currentFix();
  const base = {
    id: uuidv4(),
    type,
    business_id: businessId,
    client_time: new Date().toISOString(),
  };
  return fix.kind === 'position'
    ? {
        ...base,
        latitude: fix.latitude,
        longitude: fix.longitude,
        accuracy: fix.accuracy,
        position_time: fix.time,
      }
    : { ...base, location_error: fix.error };
}

/**
 * The clock's buttons: locate, keep the punch on the phone and send it (offline/make-punch.ts),
 * then what became of it: the server's answer, a punch left waiting, or one not saved at all.
 */
export function usePunchPress(uid: string) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [response, setResponse] = useState<TPunchResponse | null>(null);
  const [notSaved, setNotSaved] = useState<NotSaved | null>(null);
  const [trouble, setTrouble] = useState<StorageTrouble | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timeclockKeys.status }),
      queryClient.invalidateQueries({ queryKey: timeclockKeys.shifts }),
    ]);

  async function settle(outcome: PunchOutcome): Promise<TPunchResponse | null> {
    // Recorded: the new state first, then the verdict, never "clocked out" above "Clocked in at
    // 7:05". Otherwise the server is out of reach, or has said no: do not wait for it.
    if (outcome.kind === 'recorded') await refresh();
    else void refresh();
    setNotSaved(outcome.kind === 'notSaved' ? outcome : null);
    setTrouble(outcome.kind === 'recorded' ? outcome.trouble : null);
    const answer = outcome.kind === 'recorded' ? outcome.response : null;
    setResponse(answer);
    setPhase('idle');
    return answer;
  }

  function reset() {
    setResponse(null);
    setNotSaved(null);
    setTrouble(null);
  }

  return {
    phase,
    response,
    notSaved,
    trouble,
    dismissResponse: () => setResponse(null),
    /** Punches `type` at the centre; resolves with the server's answer if it was recorded now. */
    async press(type: TPunchType, businessId: string): Promise<TPunchResponse | null> {
      reset();
      setPhase('locating');
      const request = await requestFor(type, businessId);
      setPhase('sending');
      return settle(await makePunch(uid, request));
    },
    /** Sends a punch not saved again, the very same body. */
    async retry(): Promise<TPunchResponse | null> {
      const again = notSaved?.retry;
      if (!again) return null;
      reset();
      setPhase('sending');
      return settle(await again());
    },
  };
}
