import { hash, verify } from '@node-rs/argon2';

type HashCost = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/** OWASP Password Storage Cheat Sheet, argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2ID: HashCost = {
  // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** argon2id's least cost (8 KiB, 1 iteration): for tests whose subject is not the hash. */
const LEAST: HashCost = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 };

let cost = ARGON2ID;

/**
 * The test suite signs up hundreds of people whose passwords are not its subject, each paying the full
 * hash: tests/setup/password-hash.ts lowers the cost for them, and the tests of the hash and of its
 * timing raise it back. No setting or environment variable reaches this: only a caller inside the
 * test runner (which sets VITEST), so SOS itself, even started by a test, always hashes at full cost.
 */
export function setPasswordHashCostForTests(level: 'least' | 'full'): void {
  if (!process.env.VITEST) throw new Error('The password hash cost can only be changed in tests.');
  cost = level === 'least' ? LEAST : ARGON2ID;
  decoyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown email) it checks against a decoy, so
 * an unknown email takes as long as a wrong password and the answer's timing reveals nothing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
