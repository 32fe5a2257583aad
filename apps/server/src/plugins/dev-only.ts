import { isIP } from 'node:net';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ErrorCode } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

/** 127.0.0.0/8 and ::1, also when an IPv4 address arrives IPv6-mapped. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** A request a proxy forwarded came from somewhere else, whatever the socket says. */
const forwarded = (request: FastifyRequest) =>
  request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;

/**
 * Guards a development-only route (the embedded mailbox, sandbox controls): it answers only
 * clients on this machine, judged by the socket's own address — never by a header, which anyone
 * can write, and never by `request.ip`, which a trusted proxy may set. A reverse proxy on this
 * machine connects from loopback too, so anything it forwarded is refused as well. `fromNetwork`
 * opens the routes for a demo on purpose.
 */
export function devOnly(fromNetwork: boolean): onRequestHookHandler {
  return (request: FastifyRequest, _reply, done) => {
    if (fromNetwork || (isLoopback(request.raw.socket.remoteAddress) && !forwarded(request))) {
      done();
      return;
    }
    done(new AppError(ErrorCode.FORBIDDEN, 'errors.routes.devOnly'));
  };
}
