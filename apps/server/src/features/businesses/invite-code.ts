import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@vh/contracts';

/** A fresh invite code: six characters drawn uniformly from the unambiguous alphabet (CSPRNG). */
export function drawInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * How a typed code is looked up: people copy codes from paper and chat, so case and the spaces
 * around it do not matter.
 */
export function normaliseInviteCode(typed: string): string {
  return typed.trim().toUpperCase();
}
