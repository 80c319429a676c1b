import { inject } from 'vitest';
import { createApp } from '../../src/server/app';
import { createTokenService } from '../../src/server/auth/tokens';
import type { Model } from '../../src/server/companion/model/model';
import type { AppDeps } from '../../src/server/context';
import type { Database } from '../../src/server/db/connect';
import { defaultRateLimits, type RateLimits } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer';
import { secretBox, secretsKeyFrom } from '../../src/server/secrets/secret-box';
import type { ApiErrorBody } from '../../src/shared/api';
import { recordAnswerViolation } from './answer-check';
import { disposeWhenDone, openTestDatabase, withStatementLog } from './databases';

export const TEST_AUTH_SECRET = 'test-secret-with-at-least-32-bytes-of-length!';
export const TEST_PUBLIC_URL = 'http://sos.test';

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
const relaxedRateLimits: RateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { limit: 10_000, windowSeconds: 60 }]),
) as RateLimits;

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  trustProxy?: boolean;
  accessTokenTtlSeconds?: number;
  /** Where the app's mail goes; by default a list in memory (`mailbox`), which tests may read. */
  mailer?: Mailer;
  /** Called with every SQL statement the app sends, for tests that count them (createTestApp). */
  onStatement?: (query: string) => void;
  /** The companion's model (tests/setup/fake-model.ts's server through openAiModel); none: off. */
  model?: Model;
  /** Whether outbound requests may go to private addresses; true, as the tests' peers are on loopback. */
  allowPrivateUrls?: boolean;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body sent as is, instead of `body` encoded as JSON. */
  raw?: string;
}

/**
 * The app on a database of this test file's own, through app.request(): no port, no process. The
 * database is disposed after the file's tests (after the test, when created inside one).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase(inject('databaseServer'), inject('databaseTemplate'));
  disposeWhenDone(() => database.dispose());
  return testAppOn(
    options.onStatement ? withStatementLog(database, options.onStatement) : database.db,
    options,
  );
}

/** The app on `db`, a database the caller opened and closes. */
export function testAppOn(db: Database, options: TestAppOptions = {}) {
  const mailbox: MailMessage[] = [];
  const deps: AppDeps = {
    db,
    config: {
      trustProxy: options.trustProxy ?? false,
      rateLimits: { ...relaxedRateLimits, ...options.rateLimits },
      publicUrl: TEST_PUBLIC_URL,
      // The tests' peers (identity provider, webhook receivers) listen on loopback.
      allowPrivateUrls: options.allowPrivateUrls ?? true,
    },
    tokens: createTokenService(TEST_AUTH_SECRET, options.accessTokenTtlSeconds ?? 3600),
    secrets: secretBox(secretsKeyFrom(TEST_AUTH_SECRET)),
    logger: createLogger('silent'),
    mailer: options.mailer ?? {
      send: (message) => {
        mailbox.push(message);
        return Promise.resolve();
      },
    },
    model: options.model,
    answerCheck: recordAnswerViolation,
  };
  const app = createApp(deps);

  const request = <T = unknown>(method: string, path: string, body?: unknown, opts: RequestOptions = {}) =>
    requestApp<T>(app, method, path, body, opts);

  return { app, deps, db, request, mailbox };
}

export type TestApp = ReturnType<typeof testAppOn>;

/**
 * One request to an app through app.request(), as a client on `opts.ip` would send it: a JSON body
 * (or `opts.raw` as is), the bearer token, and the answer's body parsed when it is JSON.
 */
export async function requestApp<T = unknown>(
  app: ReturnType<typeof createApp>,
  method: string,
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined = opts.raw;
  if (body !== undefined && payload === undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const env = { incoming: { socket: { remoteAddress: opts.ip ?? '127.0.0.1' } } };
  const response = await app.request(path, { method, headers, body: payload }, env);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

/** The error body of a failed call, typed. */
export function errorOf(response: ApiResponse): ApiErrorBody['error'] {
  return (response.body as ApiErrorBody).error;
}
