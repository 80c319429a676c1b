import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultConnectionLimits, defaultRateLimits, loadConfig } from './env';

const root = mkdtempSync(path.join(os.tmpdir(), 'sos-env-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
/** A data directory path of the test's own; it does not exist until loadConfig creates it. */
function dataDir(): string {
  dirs += 1;
  return path.join(root, `data-${dirs}`);
}

const SECRET = 'a-secret-of-exactly-32-bytes-!!!';

/** The ConfigError loadConfig throws for `env`, checked to be the one line the operator sees. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  let thrown: unknown;
  try {
    loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET, ...env });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ConfigError);
  const error = thrown as ConfigError;
  expect(error.message).not.toMatch(/[\r\n]/);
  expect(error.message).toMatch(/^Invalid configuration: /);
  return error;
}

describe('loadConfig defaults', () => {
  it('serves on 127.0.0.1:3000, trusts no proxy, issues one-hour tokens and uses the default limits', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      trustProxy: false,
      accessTokenTtlSeconds: 3600,
      logLevel: 'info',
    });
    expect(config.rateLimits).toEqual(defaultRateLimits);
    expect(config.connections).toEqual(defaultConnectionLimits);
    expect(defaultConnectionLimits).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 1000,
    });
  });

  it('takes empty variables as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '',
      HOST: '',
      TRUST_PROXY: '',
      DATABASE_URL: '',
      RATE_LIMIT_SIGN_IN_PER_IP: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      databaseUrl: undefined,
    });
    expect(config.rateLimits.signInPerIp).toEqual(defaultRateLimits.signInPerIp);
  });

  it('keeps the default limits unchanged for the next call after an override', () => {
    loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET, RATE_LIMIT_SIGN_IN_PER_IP: '1/1' });
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET }).rateLimits).toEqual(defaultRateLimits);
    expect(defaultRateLimits.signInPerIp).toEqual({ limit: 30, windowSeconds: 300 });
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const config = loadConfig({ DATA_DIR: 'relative/data', AUTH_SECRET: SECRET });
    expect(config.dataDir).toBe(path.resolve('relative/data'));
    expect(existsSync(config.dataDir)).toBe(false);
  });
});

describe('loadConfig values', () => {
  it('reads every variable it knows', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://sos@db.internal:5432/sos',
      AUTH_SECRET: SECRET,
      ACCESS_TOKEN_TTL: '600',
      LOG_LEVEL: 'warn',
      HEADERS_TIMEOUT: '5',
      REQUEST_TIMEOUT: '5',
      KEEP_ALIVE_TIMEOUT: '120',
      MAX_CONNECTIONS: '200',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://sos@db.internal:5432/sos',
      authSecret: SECRET,
      accessTokenTtlSeconds: 600,
      logLevel: 'warn',
      connections: {
        headersTimeoutMs: 5000,
        requestTimeoutMs: 5000,
        keepAliveTimeoutMs: 120_000,
        maxConnections: 200,
      },
    });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://h/d' }).databaseUrl).toBe(
      'postgres://h/d',
    );
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET, TRUST_PROXY: value }).trustProxy).toBe(
      expected,
    );
  });

  it('applies RATE_LIMIT_<NAME>=<limit>/<seconds> to that limit only', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AUTH_SECRET: SECRET,
      RATE_LIMIT_SIGN_IN_PER_IP: '5/60',
      RATE_LIMIT_JOIN_REQUESTS_PER_USER: '7/120',
    });
    expect(config.rateLimits).toEqual({
      ...defaultRateLimits,
      signInPerIp: { limit: 5, windowSeconds: 60 },
      joinRequestsPerUser: { limit: 7, windowSeconds: 120 },
    });
  });

  it('has a variable for every limit', () => {
    const env = {
      RATE_LIMIT_SIGN_IN_PER_IP: '1/11',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '2/12',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_DEVICE: '7/17',
      RATE_LIMIT_SIGN_UP_PER_IP: '3/13',
      RATE_LIMIT_REFRESH_PER_IP: '4/14',
      RATE_LIMIT_JOIN_REQUESTS_PER_USER: '5/15',
      RATE_LIMIT_JOIN_REQUESTS_PER_IP: '6/16',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '8/18',
      RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '9/19',
      RATE_LIMIT_VERIFICATION_EMAIL_PER_USER: '10/20',
      RATE_LIMIT_CALENDAR_FEED_MISSES_PER_IP: '21/31',
      RATE_LIMIT_CALENDAR_FEED_READS_PER_FEED: '22/32',
      RATE_LIMIT_COMPANION_CALLS_PER_PERSON: '23/33',
      RATE_LIMIT_COMPANION_CALLS_PER_COMPANY: '24/34',
      RATE_LIMIT_SLACK_COMMAND_MISSES_PER_IP: '25/35',
      RATE_LIMIT_SLACK_COMMANDS_PER_INTEGRATION: '26/36',
      RATE_LIMIT_SSO_PER_IP: '27/37',
    };
    const config = loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET, ...env });
    expect(Object.keys(config.rateLimits).sort()).toEqual(Object.keys(defaultRateLimits).sort());
    expect(config.rateLimits).toEqual({
      signInPerIp: { limit: 1, windowSeconds: 11 },
      signInFailuresPerAccount: { limit: 2, windowSeconds: 12 },
      signInFailuresPerDevice: { limit: 7, windowSeconds: 17 },
      signUpPerIp: { limit: 3, windowSeconds: 13 },
      refreshPerIp: { limit: 4, windowSeconds: 14 },
      joinRequestsPerUser: { limit: 5, windowSeconds: 15 },
      joinRequestsPerIp: { limit: 6, windowSeconds: 16 },
      passwordResetPerIp: { limit: 8, windowSeconds: 18 },
      passwordResetPerAccount: { limit: 9, windowSeconds: 19 },
      verificationEmailPerUser: { limit: 10, windowSeconds: 20 },
      calendarFeedMissesPerIp: { limit: 21, windowSeconds: 31 },
      calendarFeedReadsPerFeed: { limit: 22, windowSeconds: 32 },
      companionCallsPerPerson: { limit: 23, windowSeconds: 33 },
      companionCallsPerCompany: { limit: 24, windowSeconds: 34 },
      slackCommandMissesPerIp: { limit: 25, windowSeconds: 35 },
      slackCommandsPerIntegration: { limit: 26, windowSeconds: 36 },
      ssoPerIp: { limit: 27, windowSeconds: 37 },
    });
  });
});

describe('loadConfig mail', () => {
  it('sends no mail by default, from SOS <no-reply@localhost>, with links to localhost on PORT', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'SOS <no-reply@localhost>',
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL, without the trailing slash of PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://sos:hunter2@mail.example.com:465',
      MAIL_FROM: 'Surf Club <team@example.com>',
      PUBLIC_URL: 'https://sos.example.com/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://sos:hunter2@mail.example.com:465',
      mailFrom: 'Surf Club <team@example.com>',
      publicUrl: 'https://sos.example.com',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://localhost:2525' }).smtpUrl).toBe(
      'smtp://localhost:2525',
    );
  });

  it.each([
    ['SMTP_URL', 'mail.example.com:25'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', '   '],
    ['PUBLIC_URL', 'sos.example.com'],
    ['PUBLIC_URL', 'ftp://sos.example.com'],
    ['PUBLIC_URL', 'https://sos.example.com/?a=1'],
  ])('refuses %s=%s', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(name);
  });

  it('never repeats the SMTP password', () => {
    expect(configError({ SMTP_URL: 'imap://sos:hunter2@mail' }).message).not.toContain('hunter2');
  });
});

describe('loadConfig refuses invalid configuration with one line naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://sos:hunter2@db/sos'],
    ['DATABASE_URL', 'http://db.internal/sos'],
    ['DATABASE_URL', 'db.internal:5432'],
    ['AUTH_SECRET', '10-bytes!!'],
    ['AUTH_SECRET', 'x'.repeat(31)],
    ['TRUST_PROXY', 'yes'],
    ['ACCESS_TOKEN_TTL', '5'],
    ['ACCESS_TOKEN_TTL', 'forever'],
    ['LOG_LEVEL', 'loud'],
    ['HEADERS_TIMEOUT', '0'],
    ['HEADERS_TIMEOUT', '601'],
    ['HEADERS_TIMEOUT', '2.5'],
    ['REQUEST_TIMEOUT', '0'],
    ['REQUEST_TIMEOUT', 'never'],
    ['KEEP_ALIVE_TIMEOUT', '0'],
    ['KEEP_ALIVE_TIMEOUT', '3601'],
    ['MAX_CONNECTIONS', '0'],
    ['MAX_CONNECTIONS', 'unlimited'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '5'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '5/'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', 'five/60'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '5/60/1'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '-5/60'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '5/0'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '5.5/60'],
    ['RATE_LIMIT_REFRESH_PER_IP', '5 / 60'],
  ])('%s=%s', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(name);
    expect(error.name).toBe('ConfigError');
  });

  it('refuses a REQUEST_TIMEOUT shorter than HEADERS_TIMEOUT, whose time includes the headers', () => {
    expect(configError({ HEADERS_TIMEOUT: '40' }).message).toBe(
      'Invalid configuration: REQUEST_TIMEOUT must be at least HEADERS_TIMEOUT (40).',
    );
    expect(configError({ HEADERS_TIMEOUT: '10', REQUEST_TIMEOUT: '9' }).message).toContain('REQUEST_TIMEOUT');
  });

  it('never repeats a secret or a password it was given', () => {
    expect(configError({ AUTH_SECRET: 'short-secret-value' }).message).not.toContain('short-secret-value');
    expect(configError({ DATABASE_URL: 'mysql://sos:hunter2@db/sos' }).message).not.toContain('hunter2');
  });

  it('names the first wrong variable when several are wrong', () => {
    const error = configError({ PORT: 'abc', TRUST_PROXY: 'yes' });
    expect(error.message).toMatch(/PORT|TRUST_PROXY/);
  });
});

describe('loadConfig: the companion’s model', () => {
  const withAi = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET, ...env });

  it('is off unless AI_BASE_URL is set', () => {
    expect(withAi({}).ai).toBeUndefined();
    expect(withAi({ AI_MODEL: 'llama3.1', AI_API_KEY: 'sk-unused' }).ai).toBeUndefined();
  });

  it('reads AI_BASE_URL (without its trailing slash), AI_MODEL, an optional AI_API_KEY and AI_TIMEOUT (30 s by default)', () => {
    expect(withAi({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.1' }).ai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 30_000,
    });
    expect(
      withAi({
        AI_BASE_URL: 'https://api.openai.com/v1',
        AI_MODEL: 'gpt-4.1-mini',
        AI_API_KEY: 'sk-test',
        AI_TIMEOUT: '12',
      }).ai,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4.1-mini',
      timeoutMs: 12_000,
    });
  });

  it('refuses a base URL without AI_MODEL, one that is not http(s), and a timeout out of range, never repeating the key', () => {
    expect(configError({ AI_BASE_URL: 'http://localhost:11434/v1', AI_API_KEY: 'sk-secret' }).message).toBe(
      'Invalid configuration: AI_MODEL must name the model to use with AI_BASE_URL.',
    );
    expect(configError({ AI_BASE_URL: 'ftp://models', AI_MODEL: 'm' }).message).toBe(
      'Invalid configuration: AI_BASE_URL must be an http:// or https:// URL.',
    );
    const timeout = configError({
      AI_BASE_URL: 'http://h/v1',
      AI_MODEL: 'm',
      AI_TIMEOUT: '301',
      AI_API_KEY: 'sk-secret',
    });
    expect(timeout.message).toBe(
      'Invalid configuration: AI_TIMEOUT must be a number of seconds from 1 to 300.',
    );
    expect(timeout.message).not.toContain('sk-secret');
  });
});

describe('loadConfig: the integrations’ settings', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: SECRET });

  it('derives the secrets key from AUTH_SECRET, or from SECRETS_KEY when set, never either as it is', () => {
    const derived = loadConfig(base()).secretsKey;
    expect(derived).toHaveLength(32);
    expect(loadConfig(base()).secretsKey.equals(derived)).toBe(true);
    expect(derived.toString('utf8')).not.toBe(SECRET);
    const own = loadConfig({ ...base(), SECRETS_KEY: 'another-key-of-at-least-32-bytes!!' }).secretsKey;
    expect(own).toHaveLength(32);
    expect(own.equals(derived)).toBe(false);
  });

  it('refuses a SECRETS_KEY shorter than 32 bytes, never repeating it', () => {
    const error = configError({ SECRETS_KEY: 'short-secrets-key' });
    expect(error.message).toBe('Invalid configuration: SECRETS_KEY must be at least 32 bytes.');
    expect(error.message).not.toContain('short-secrets-key');
  });

  it('sends nothing to private addresses unless OUTBOUND_ALLOW_PRIVATE says so', () => {
    expect(loadConfig(base()).allowPrivateUrls).toBe(false);
    expect(loadConfig({ ...base(), OUTBOUND_ALLOW_PRIVATE: 'true' }).allowPrivateUrls).toBe(true);
    expect(configError({ OUTBOUND_ALLOW_PRIVATE: 'yes' }).message).toBe(
      'Invalid configuration: OUTBOUND_ALLOW_PRIVATE must be 1, true, 0 or false.',
    );
  });
});

describe('the generated AUTH_SECRET', () => {
  it('is made once, at least 32 random bytes, in DATA_DIR/auth-secret readable only by its owner', () => {
    const dir = dataDir();
    expect(existsSync(dir)).toBe(false);
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(Buffer.from(first.authSecret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(Buffer.byteLength(first.authSecret)).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dir });
    expect(second.authSecret).toBe(first.authSecret);
  });

  it('differs between data directories', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).authSecret).not.toBe(
      loadConfig({ DATA_DIR: dataDir() }).authSecret,
    );
  });

  it('is not written when AUTH_SECRET is given', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  it('is refused when the stored file holds less than 32 bytes (truncated or edited by hand)', () => {
    for (const content of ['', 'too-short\n']) {
      const dir = dataDir();
      loadConfig({ DATA_DIR: dir });
      writeFileSync(path.join(dir, 'auth-secret'), content);
      const error = configError({ DATA_DIR: dir, AUTH_SECRET: undefined });
      expect(error.message).toContain(path.join(dir, 'auth-secret'));
      expect(error.message).not.toContain('too-short');
    }
  });
});
