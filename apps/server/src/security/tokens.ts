// Forged access tokens, as an attacker holding one real token could make them.

const decode = (part: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token with claims changed and the original signature kept (now wrong for the payload). */
export function tampered(token: string, claims: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return `${header}.${encode({ ...decode(payload), ...claims })}.${signature}`;
}

/** The token's claims, changed, under `alg: none` with no signature at all. */
export function unsigned(token: string, claims: Record<string, unknown>): string {
  const [header = '', payload = ''] = token.split('.');
  return `${encode({ ...decode(header), alg: 'none' })}.${encode({ ...decode(payload), ...claims })}.`;
}
