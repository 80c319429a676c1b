import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { secretsKeyFrom } from './secrets/secret-box';

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
  /** Password-reset requests from one address, and for one e-mail address: each sends a mail. */
  passwordResetPerIp: { limit: 30, windowSeconds: 3600 },
  passwordResetPerAccount: { limit: 5, windowSeconds: 3600 },
  /** Verification e-mails a signed-in person asks for again. */
  verificationEmailPerUser: { limit: 5, windowSeconds: 3600 },
  /**
   * Calendar feeds: unknown links asked from one address, as failed sign-ins are counted (a known
   * link gives its hit back: one calendar service fetches many people's feeds), and reads of one feed.
   */
  calendarFeedMissesPerIp: { limit: 30, windowSeconds: 300 },
  calendarFeedReadsPerFeed: { limit: 60, windowSeconds: 3600 },
  /**
   * Calls to the companion's model a day (decision 046): each person's, and the whole company's, so
   * that one person cannot spend the company's day and a company cannot spend the endpoint's.
   */
  companionCallsPerPerson: { limit: 30, windowSeconds: 86_400 },
  companionCallsPerCompany: { limit: 500, windowSeconds: 86_400 },
  /**
   * Slack's /kudos command (decision 047): requests whose connection or signature does not hold,
   * counted per address as unknown calendar links are (a signed one gives its hit back, so Slack's
   * own addresses never run out), and the signed commands of one connection.
   */
  slackCommandMissesPerIp: { limit: 30, windowSeconds: 300 },
  slackCommandsPerIntegration: { limit: 300, windowSeconds: 300 },
  /**
   * Single sign-on from one address (decision 047): lookups as an address is typed, starts, and
   * trades of the one-time code, each counted apart.
   */
  ssoPerIp: { limit: 60, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;
export type RateLimits = Record<keyof typeof defaultRateLimits, RateLimitRule>;

/**
 * How long a connection may take over each part of a request, and how many may be open at once
 * (http/listen.ts; the values and their sources are in docs/security.md §4).
 */
export interface ConnectionLimits {
  /** From a request's first byte (or the connection's opening) to the end of its headers. */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body. */
  requestTimeoutMs: number;
  /** How long a connection may wait, idle, for its next request. */
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

/**
 * Headers in 10 s and the whole request in 30 s, as Apache's mod_reqtimeout suggests; idle connections
 * kept 65 s, longer than the 60 s a load balancer or nginx keeps its idle connections to SOS.
 */
export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  maxConnections: 1000,
};

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
  connections: ConnectionLimits;
  /** Where outbound mail goes; without it the links are written to the log (src/server/mail). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people open SOS at, without a trailing slash: the start of every link in a mail. */
  publicUrl: string;
  /** The companion's language model (decision 044); undefined when AI_BASE_URL is unset: the model is off. */
  ai: AiConfig | undefined;
  /** The key that seals stored secrets (secrets/secret-box.ts): from SECRETS_KEY, else from AUTH_SECRET. */
  secretsKey: Buffer;
  /**
   * OUTBOUND_ALLOW_PRIVATE: whether webhooks, Slack, Teams and identity providers may be at private,
   * loopback or link-local addresses (docs/security.md, "Requests SOS sends"). Off by default.
   */
  allowPrivateUrls: boolean;
}

/** Any OpenAI-compatible endpoint: OpenAI, Azure, vLLM, Ollama, LM Studio… */
export interface AiConfig {
  /** The API's base, as the provider documents it (`https://api.openai.com/v1`, `http://localhost:11434/v1`). */
  baseUrl: string;
  /** Optional: local servers take none. Never logged, never sent to a browser. */
  apiKey: string | undefined;
  model: string;
  /** The longest a person waits for an answer, retries included; past it SOS says so. */
  timeoutMs: number;
}

const MIN_SECRET_BYTES = 32;

const flag = z
  .enum(['', '0', '1', 'false', 'true'], { error: 'must be 1, true, 0 or false' })
  .transform((value) => value === '1' || value === 'true');

/** A whole number from `min` to `max`, `fallback` when unset; the message names the range. */
function wholeNumber(min: number, max: number, fallback: number, unit = 'whole number') {
  const message = `must be a ${unit} from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

const inSeconds = (fallbackMs: number, max: number) =>
  wholeNumber(1, max, fallbackMs / 1000, 'number of seconds');

const variables = z.object({
  PORT: wholeNumber(1, 65535, 3000),
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
  ACCESS_TOKEN_TTL: wholeNumber(30, 86400, 3600, 'number of seconds'),
  HEADERS_TIMEOUT: inSeconds(defaultConnectionLimits.headersTimeoutMs, 600),
  REQUEST_TIMEOUT: inSeconds(defaultConnectionLimits.requestTimeoutMs, 3600),
  KEEP_ALIVE_TIMEOUT: inSeconds(defaultConnectionLimits.keepAliveTimeoutMs, 3600),
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000, defaultConnectionLimits.maxConnections),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]/, 'must be an smtp:// or smtps:// URL')
    .refine(isUrl, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(1, 'must not be empty').default('SOS <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]/, 'must be an http:// or https:// URL')
    .refine(isUrl, 'must be an http:// or https:// URL')
    .refine((value) => !/[?#]/.test(value), 'must not have a query or a fragment')
    .optional(),
  AI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]/, 'must be an http:// or https:// URL')
    .refine(isUrl, 'must be an http:// or https:// URL')
    .optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional(),
  AI_TIMEOUT: wholeNumber(1, 300, 30, 'number of seconds'),
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => Buffer.byteLength(value) >= MIN_SECRET_BYTES,
      `must be at least ${MIN_SECRET_BYTES} bytes`,
    )
    .optional(),
  OUTBOUND_ALLOW_PRIVATE: flag.default(false),
});

function isUrl(value: string): boolean {
  return URL.canParse(value);
}

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
  // Node refuses a header timeout longer than the request's, which holds the headers.
  if (vars.REQUEST_TIMEOUT < vars.HEADERS_TIMEOUT) {
    throw new ConfigError(
      `Invalid configuration: REQUEST_TIMEOUT must be at least HEADERS_TIMEOUT (${vars.HEADERS_TIMEOUT}).`,
    );
  }
  if (vars.AI_BASE_URL && !vars.AI_MODEL) {
    throw new ConfigError('Invalid configuration: AI_MODEL must name the model to use with AI_BASE_URL.');
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  const authSecret = loadAuthSecret(dataDir, vars.AUTH_SECRET);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    authSecret,
    trustProxy: vars.TRUST_PROXY,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    logLevel: vars.LOG_LEVEL,
    rateLimits: parseRateLimits(env),
    connections: {
      headersTimeoutMs: vars.HEADERS_TIMEOUT * 1000,
      requestTimeoutMs: vars.REQUEST_TIMEOUT * 1000,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT * 1000,
      maxConnections: vars.MAX_CONNECTIONS,
    },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    ai:
      vars.AI_BASE_URL && vars.AI_MODEL
        ? {
            baseUrl: vars.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: vars.AI_API_KEY || undefined,
            model: vars.AI_MODEL,
            timeoutMs: vars.AI_TIMEOUT * 1000,
          }
        : undefined,
    secretsKey: secretsKeyFrom(vars.SECRETS_KEY ?? authSecret),
    allowPrivateUrls: vars.OUTBOUND_ALLOW_PRIVATE,
  };
}
