import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { me, signIn, signUp } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';
import { hashRefreshToken } from '../auth/tokens';
import * as schema from '../db/schema';
import { refreshTokens, sessions } from '../db/schema';

/**
 * The token promises as seen from the API and the database (src/server/auth/tokens.test.ts checks the
 * token service itself: pinned HS256, required claims, issuer, audience, forged and expired tokens).
 */
const t = await createTestApp();

function refresh(refreshToken: string) {
  return t.request<Session>('POST', '/api/auth/token', { grantType: 'refresh_token', refreshToken });
}

const sessionIdOf = (session: Session) => decodeJwt(session.access_token).sid as string;

async function unrevokedTokens(sessionId: string) {
  return t.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(sql`${refreshTokens.sessionId} = ${sessionId} and ${refreshTokens.revokedAt} is null`);
}

describe('access tokens as the API issues them', () => {
  it('are HS256 JWTs with sub, sid, iss, aud, iat and exp, living one hour', async () => {
    const { session } = await signUp(t);
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(session.access_token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sid', 'sub']);
    expect(claims).toMatchObject({ iss: 'sos', aud: 'authenticated', sub: session.user.id });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
  });

  it('die with their session when it expires, even before their own exp', async () => {
    const { session } = await signUp(t);
    expect((await me(t, session.access_token)).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionIdOf(session)));
    expect((await me(t, session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('belong to sessions that end 30 days after sign-in at the latest', async () => {
    const { session } = await signUp(t);
    const [row] = await t.db
      .select({
        seconds: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt})::float8`,
      })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(session)));
    expect(row!.seconds).toBeLessThanOrEqual(30 * 24 * 3600 + 1);
    expect(row!.seconds).toBeGreaterThan(30 * 24 * 3600 - 60);
  });
});

describe('refresh tokens', () => {
  it('carry 256 bits: 43 base64url characters, from sign-up, sign-in and every rotation', async () => {
    const { email, session } = await signUp(t);
    const signedIn = await signIn(t, email);
    const rotated = await refresh(signedIn.body.refresh_token);
    for (const token of [session.refresh_token, signedIn.body.refresh_token, rotated.body.refresh_token]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored only hashed: no row of refresh_tokens holds a token in the clear', async () => {
    const { email, session } = await signUp(t);
    const issued = [session.refresh_token];
    const signedIn = await signIn(t, email);
    issued.push(signedIn.body.refresh_token);
    let current = signedIn.body.refresh_token;
    for (let i = 0; i < 3; i++) {
      current = (await refresh(current)).body.refresh_token;
      issued.push(current);
    }
    // Every column of every row, as text, searched for every token.
    const rows = await t.db.execute<{ row: string }>(sql`select r::text as row from refresh_tokens r`);
    const dump = (rows as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    expect(dump.length).toBeGreaterThan(0);
    for (const token of issued) {
      expect(dump).not.toContain(token);
      expect(dump).toContain(hashRefreshToken(token));
    }
    // Nor does any table: every table of the schema, listed by the database itself, so that a table
    // added later is searched too.
    const tables = await t.db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
    const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(names).toEqual(schemaTables);
    expect(names).toEqual(expect.arrayContaining(['refresh_tokens', 'sessions', 'users', 'rate_limits']));
    for (const name of names) {
      const table = await t.db.execute<{ row: string }>(
        sql`select r::text as row from ${sql.identifier(name)} r`,
      );
      const all = (table as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
      for (const token of issued) expect(all, `table ${name}`).not.toContain(token);
    }
  });

  it('GoTrue’s reuse test: rotate three times, reuse the first → all four refresh tokens and every access token of the session fail', async () => {
    const { email, session } = await signUp(t);
    const otherSession = await signIn(t, email);
    const chain = [session];
    for (let i = 0; i < 3; i++) {
      const next = await refresh(chain.at(-1)!.refresh_token);
      expect(next.status).toBe(200);
      chain.push(next.body);
    }
    expect(new Set(chain.map((s) => s.refresh_token)).size).toBe(4);
    for (const s of chain) expect((await me(t, s.access_token)).status).toBe(200);

    const reuse = await refresh(chain[0]!.refresh_token);
    expect(reuse.status).toBe(401);
    expect(errorOf(reuse).code).toBe('invalid_refresh_token');

    for (const [i, s] of chain.entries()) {
      expect((await refresh(s.refresh_token)).status, `refresh token ${i}`).toBe(401);
      expect((await me(t, s.access_token)).status, `access token ${i}`).toBe(401);
    }
    const [row] = await t.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(session)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    // Only that session dies: the person's other session goes on.
    expect((await me(t, otherSession.body.access_token)).status).toBe(200);
    expect((await refresh(otherSession.body.refresh_token)).status).toBe(200);
  });

  it('ten parallel refreshes of one token: no 5xx, one child for all, at most one live chain', async () => {
    for (let round = 0; round < 5; round++) {
      const { session } = await signUp(t);
      const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refresh_token)));
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.every((status) => status < 500),
        JSON.stringify(statuses),
      ).toBe(true);
      const ok = responses.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThan(0);
      expect(new Set(ok.map((r) => r.body.refresh_token)).size).toBe(1);
      expect((await unrevokedTokens(sessionIdOf(session))).length).toBeLessThanOrEqual(1);
      // The one child is live and carries the session on.
      const next = await refresh(ok[0]!.body.refresh_token);
      expect(next.status).toBe(200);
      expect((await unrevokedTokens(sessionIdOf(session))).length).toBe(1);
    }
  });
});
