// The peer of GET /api/me in the api benchmark: the same work with no framework around it. A bare
// node:http server verifies the bearer token with SOS's own token service (jose, HS256, the same
// checks), sends SOS's statement as SOS sends it (prepared under the same name, rows as arrays)
// through a pg pool of SOS's size, and answers the same JSON. No Hono, no middleware, no Drizzle on
// the way: Drizzle only renders the statement's text once, at start. Bundled by api.mjs and run with
// PORT, DATABASE_URL and AUTH_SECRET in the environment.
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createTokenService } from '../../src/server/auth/tokens';
import { POOL_SIZE } from '../../src/server/db/connect';
import * as schema from '../../src/server/db/schema';
import { meFromRow, type MeRow, meSelect } from '../../src/server/me/me';
import { apiErrors } from '../../src/shared/contract/errors';

const BEARER = /^Bearer\s+(\S+)$/i;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const tokens = createTokenService(process.env.AUTH_SECRET ?? '', 3600);
const statement = meSelect(drizzle({ client: pool, schema }));
const { sql: text, params } = statement.toSQL();
const placeholders = params.map((param) => (param as { name: string }).name as 'userId' | 'sessionId');

/**
 * The path of each selected field (`['user', 'id']`, `['role']`), in the order of the row's columns:
 * a plain object groups fields, anything else (a column, an SQL expression) is one.
 */
function fieldPaths(fields: object, prefix: string[] = []): string[][] {
  return Object.entries(fields).flatMap(([key, field]: [string, object]) =>
    Object.getPrototypeOf(field) === Object.prototype
      ? fieldPaths(field, [...prefix, key])
      : [[...prefix, key]],
  );
}
const paths = fieldPaths(statement._.selectedFields);

/** A row of columns as the nested object the fields describe. */
function nested(columns: unknown[]): MeRow {
  const row: Record<string, unknown> = {};
  paths.forEach((path, i) => {
    let target = row;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path.at(-1) as string] = columns[i];
  });
  return row as MeRow;
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const invalid = { error: { code: 'invalid_token', message: apiErrors.invalid_token.message } };

http
  .createServer((request, response) => {
    void (async () => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await tokens.verifyAccessToken(token) : null;
      if (!claims) return send(response, 401, invalid);
      const { rows } = await pool.query<unknown[]>({
        name: 'find_me',
        text,
        values: placeholders.map((name) => claims[name]),
        rowMode: 'array',
      });
      const [columns] = rows;
      return columns ? send(response, 200, meFromRow(nested(columns))) : send(response, 401, invalid);
    })().catch(() =>
      send(response, 500, { error: { code: 'internal_error', message: apiErrors.internal_error.message } }),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
