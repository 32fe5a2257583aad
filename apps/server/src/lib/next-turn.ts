import { setImmediate } from 'node:timers/promises';

/**
 * Lets the server answer other requests before a long job goes on. PGlite's queries resolve
 * without a turn of the event loop, so a job that reads page after page would otherwise hold every
 * request until it is done.
 */
export const nextTurn = (): Promise<void> => setImmediate();
