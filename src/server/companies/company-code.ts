import { randomInt } from 'node:crypto';
import { COMPANY_CODE_LENGTH } from '../../shared/constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8 characters over A-Z0-9 from the secure random source: 36^8 ≈ 2.8 × 10^12 codes, none biased. */
export function generateCompanyCode(): string {
  let code = '';
  for (let i = 0; i < COMPANY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
