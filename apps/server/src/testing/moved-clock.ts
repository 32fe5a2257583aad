import type { TestServer } from './test-server.ts';

/**
 * The test server's clock, set to chosen instants: `moveTo` makes the server's "now" that instant
 * (time then keeps passing), and `now` reads it, for punches whose device time must agree.
 */
export function movedClock(server: TestServer) {
  const started = Date.now();
  return {
    now: () => new Date(server.clock.now.getTime() + (Date.now() - started)),
    moveTo(iso: string) {
      server.clock.now = new Date(new Date(iso).getTime() - (Date.now() - started));
    },
  };
}

/** Punches land a few seconds after the moved clock: hours compared to the minute. */
export const near = (seconds: number, hours: number) => Math.abs(seconds - hours * 3600) < 60;
