// Public references and secret manage tokens (decisions.md "Public references, not sequential
// ids"). The reference itself is made by the database (ctm_reference(), migration 0003); the
// manage token is 256 random bits, given only to the customer and stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';

/** `CTM-` and 6 characters of an alphabet without look-alikes. */
export const REFERENCE_PATTERN = /^CTM-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** The hash a token is stored and looked up by. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token for the customer and the hash to store. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}
