import { randomInt } from 'node:crypto';
import { COMPANY_CODE_LENGTH } from '../../shared/constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Codes to hand out before drawing any: tests make a collision happen on purpose with them. */
const forced: string[] = [];

/** 8 characters over A-Z0-9 from the secure random source: 36^8 ≈ 2.8 × 10^12 codes, none biased. */
export function generateCompanyCode(): string {
  const next = forced.shift();
  if (next !== undefined) return next;
  let code = '';
  for (let i = 0; i < COMPANY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Tests only: the queue of codes generateCompanyCode hands out next, emptied. A test pushes codes
 * into it, and empties it after itself (the server tests share their modules, decision 039).
 */
export function forcedCompanyCodesForTests(): string[] {
  if (!process.env.VITEST) throw new Error('Company codes can only be forced in tests.');
  forced.length = 0;
  return forced;
}
