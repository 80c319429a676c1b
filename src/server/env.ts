import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Rate-limit rules: at most `limit` hits per `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Defaults near GoTrue's: 30 sign-ins per 5 minutes per IP. Failed sign-ins per account from browsers
 * it does not know slow down past 10 an hour (waits doubling from 1 s up to 6 minutes, the window over
 * the limit), far under ASVS's 100 per hour; a browser it knows has 20 of its own (decision 016).
 * Each can be changed with RATE_LIMIT_<NAME>=<limit>/<seconds>.
 */
export const defaultRateLimits = {
  signInPerIp: { limit: 30, windowSeconds: 300 },
  signInFailuresPerAccount: { limit: 10, windowSeconds: 3600 },
  signInFailuresPerDevice: { limit: 20, windowSeconds: 3600 },
  signUpPerIp: { limit: 30, windowSeconds: 3600 },
  refreshPerIp: { limit: 150, windowSeconds: 300 },
  joinRequestsPerUser: { limit: 20, windowSeconds: 3600 },
  joinRequestsPerIp: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;
export type RateLimits = Record<keyof typeof defaultRateLimits, RateLimitRule>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  logLevel: string;
  rateLimits: RateLimits;
}

const MIN_SECRET_BYTES = 32;

const flag = z
  .enum(['', '0', '1', 'false', 'true'], { error: 'must be 1, true, 0 or false' })
  .transform((value) => value === '1' || value === 'true');

const variables = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  AUTH_SECRET: z
    .string()
    .refine(
      (value) => Buffer.byteLength(value) >= MIN_SECRET_BYTES,
      `must be at least ${MIN_SECRET_BYTES} bytes`,
    )
    .optional(),
  TRUST_PROXY: flag.default(false),
  ACCESS_TOKEN_TTL: z.coerce
    .number({ error: 'must be a number of seconds from 30 to 86400' })
    .int('must be a number of seconds from 30 to 86400')
    .min(30, 'must be a number of seconds from 30 to 86400')
    .max(86400, 'must be a number of seconds from 30 to 86400')
    .default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** A configuration error: main prints its message as the one line the operator sees. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits: RateLimits = { ...defaultRateLimits };
  for (const name of Object.keys(defaultRateLimits) as (keyof RateLimits)[]) {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const match = /^(\d+)\/(\d+)$/.exec(value);
    if (!match || Number(match[2]) < 1) {
      throw new ConfigError(`Invalid configuration: ${variable} must look like 30/300 (hits per seconds).`);
    }
    limits[name] = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  return limits;
}

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR so tokens survive restarts. */
function loadAuthSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'auth-secret');
  const stored = readSecretFile(file) ?? createSecretFile(dataDir, file);
  // A file edited by hand would sign tokens with a weak or empty key; refuse it as a short AUTH_SECRET.
  if (Buffer.byteLength(stored) < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `Invalid configuration: ${file} holds fewer than ${MIN_SECRET_BYTES} bytes; delete it to generate a new secret, or set AUTH_SECRET.`,
    );
  }
  return stored;
}

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/**
 * Written aside and hard-linked into place: the file appears whole or not at all, and when two
 * processes start at once the second finds the first one's secret.
 */
function createSecretFile(dataDir: string, file: string): string {
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, randomBytes(MIN_SECRET_BYTES).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Reads and checks the environment; throws ConfigError with one line naming what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = variables.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}.`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    authSecret: loadAuthSecret(dataDir, vars.AUTH_SECRET),
    trustProxy: vars.TRUST_PROXY,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    logLevel: vars.LOG_LEVEL,
    rateLimits: parseRateLimits(env),
  };
}
