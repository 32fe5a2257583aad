import { timings, type TLocationError } from '@vh/contracts';

export type Fix =
  | { kind: 'position'; latitude: number; longitude: number; accuracy: number; time: string }
  | { kind: 'error'; error: TLocationError };

/** Browsers give a location only to secure pages (https, or localhost while developing). */
export const canAskForLocation = () =>
  typeof window !== 'undefined' && window.isSecureContext && 'geolocation' in navigator;

/**
 * One fresh position for a punch, or why there is none. Never throws: a punch without a location
 * is still a punch (it is flagged for review, not refused).
 */
export function currentFix(): Promise<Fix> {
  if (!canAskForLocation()) return Promise.resolve({ kind: 'error', error: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'position',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
          time: new Date(position.timestamp).toISOString(),
        }),
      (error) =>
        resolve({
          kind: 'error',
          error:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: timings.geolocationTimeoutMs, maximumAge: 0 },
    );
  });
}
