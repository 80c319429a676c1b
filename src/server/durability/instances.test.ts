import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gateDatabase } from '../../../tests/setup/database-gate';
import { createDatabase, withClient } from '../../../tests/setup/database-url';
import {
  killAllSos,
  request,
  type SosProcess,
  spawnSos,
  startSos,
  stopSos,
  until,
  untilServing,
} from '../../../tests/setup/sos-process';
import { tempDataDir } from '../../../tests/setup/temp-dirs';
import type { CreatedCompany, Me, Session } from '../../shared/api';

/**
 * Several instances of SOS, as README's "Several instances" runs them: real server processes on one
 * PostgreSQL database (the test run's server), with the same AUTH_SECRET, behind a trusted proxy that
 * sets X-Forwarded-For. Nothing lives in a process: a session made on one works on the other, sign-out
 * on one ends it on both, rate limits count across both, one may die under load without losing an
 * acknowledged write while the other goes on serving, and two starting at once migrate only once.
 */
const serverUrl = inject('databaseServer');
const PASSWORD = 'Waves4ever';
const SIGN_UPS_PER_ADDRESS = 4;

const dataDir = tempDataDir('instances');
const instanceEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  // Unused with DATABASE_URL and AUTH_SECRET; set so that nothing could land in the project's ./data.
  DATA_DIR: dataDir,
  TRUST_PROXY: '1',
  RATE_LIMIT_SIGN_UP_PER_IP: `${SIGN_UPS_PER_ADDRESS}/3600`,
});

// Whatever a failed test left running is killed: no process, database or folder is left behind.
afterAll(async () => {
  await killAllSos();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new client address each call, as the proxy would name many people. */
let addresses = 0;
function newAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}
const from = (address: string) => ({ 'x-forwarded-for': address });
const uniqueEmail = () => `instances.${randomBytes(6).toString('hex')}@example.com`;

function signUp(sos: SosProcess, email = uniqueEmail(), address = newAddress()) {
  return request<Session>(
    sos.port,
    'POST',
    '/api/auth/signup',
    { email, password: PASSWORD, fullName: 'Ada Waves' },
    { headers: from(address) },
  );
}

const me = (sos: SosProcess, token: string) => request<Me>(sos.port, 'GET', '/api/me', undefined, { token });

describe('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let a: SosProcess;
  let b: SosProcess;

  beforeAll(async () => {
    database = await createDatabase(serverUrl, { template: inject('databaseTemplate') });
    const env = instanceEnv(database.url);
    [a, b] = await Promise.all([startSos(env), startSos(env)]);
  }, 120_000);
  afterAll(async () => {
    await killAllSos();
    await database?.drop();
  });

  it('a session made on one works on the other; sign-out on one ends it on both', async () => {
    const email = uniqueEmail();
    const first = await signUp(a, email);
    expect(first.status).toBe(201);
    const onB = await me(b, first.body.access_token);
    expect(onB.status).toBe(200);
    expect(onB.body.user).toMatchObject(first.body.user);

    // A second session, signed in on B and refreshed on A.
    const signIn = await request<Session>(
      b.port,
      'POST',
      '/api/auth/token',
      { grantType: 'password', email, password: PASSWORD },
      { headers: from(newAddress()) },
    );
    expect(signIn.status).toBe(200);
    const refreshed = await request<Session>(
      a.port,
      'POST',
      '/api/auth/token',
      { grantType: 'refresh_token', refreshToken: signIn.body.refresh_token },
      { headers: from(newAddress()) },
    );
    expect(refreshed.status).toBe(200);
    expect((await me(b, refreshed.body.access_token)).status).toBe(200);

    // What one instance writes, the other reads.
    const company = await request<{ company: CreatedCompany }>(
      b.port,
      'POST',
      '/api/companies',
      { name: 'Two Instances Co', mission: 'Ride every wave' },
      { token: first.body.access_token },
    );
    expect(company.status).toBe(201);
    expect((await me(a, first.body.access_token)).body.company?.id).toBe(company.body.company.id);

    // Sign-out on A: the first session's tokens stop working on both, at once.
    const logout = await request(a.port, 'POST', '/api/auth/logout', undefined, {
      token: first.body.access_token,
    });
    expect(logout.status).toBe(204);
    expect((await me(a, first.body.access_token)).status).toBe(401);
    expect((await me(b, first.body.access_token)).status).toBe(401);
    const spent = await request<{ error: { code: string } }>(
      b.port,
      'POST',
      '/api/auth/token',
      { grantType: 'refresh_token', refreshToken: first.body.refresh_token },
      { headers: from(newAddress()) },
    );
    expect(spent.status).toBe(401);
    expect(spent.body.error.code).toBe('invalid_refresh_token');
    // The other session of the same person goes on, on both.
    expect((await me(a, refreshed.body.access_token)).status).toBe(200);
    expect((await me(b, refreshed.body.access_token)).status).toBe(200);
  });

  it('counts rate limits across both: each instance alone has seen fewer than the limit', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    // Taking turns: A and B each see half of the address's sign-ups.
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS + 2; i++) {
      const answer = await signUp(i % 2 === 0 ? a : b, uniqueEmail(), address);
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_UPS_PER_ADDRESS).fill(201), 429, 429]);
    // Another address is not affected.
    expect((await signUp(b)).status).toBe(201);
  });

  it('loses no acknowledged write when one is SIGKILLed under load, and the other answers throughout', async () => {
    const load = writeLoad({ a, b });
    await until(() => load.acked.a >= 20 && load.acked.b >= 20, 'writes acknowledged by both');
    await until(() => load.inFlight.a >= 2, 'requests in flight on the instance to kill');
    const inFlightAtKill = load.inFlight.a;
    const ackedByBAtKill = load.acked.b;
    const probesAtKill = load.probes.answered.b;
    load.gone.add('a');
    a.kill('SIGKILL');
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The survivor goes on writing, well past the kill.
    await until(
      () => load.acked.b >= ackedByBAtKill + 30,
      'writes acknowledged by the survivor after the kill',
    );
    load.stop();
    await load.done;

    expect(load.unexpected).toEqual([]);
    expect(load.probes.failed).toEqual([]);
    expect(load.probes.answered.b).toBeGreaterThan(probesAtKill);
    expect(a.errorLogs()).toEqual([]);
    expect(b.errorLogs()).toEqual([]);

    const missing = await missingFromDatabase(database.url, load.ledger);
    expect(missing).toEqual({ people: [], companies: [], joinRequests: [] });

    // People who signed up on the dead instance carry on through the survivor with the same tokens.
    for (const person of load.ledger.people.filter((p) => p.instance === 'a').slice(0, 10)) {
      const answer = await me(b, person.token);
      expect(answer.status).toBe(200);
      expect(answer.body.user.email).toBe(person.email);
    }
    expect((await stopSos(b)).code).toBe(0);
    process.stdout.write(
      `two instances: ${load.ledger.people.length} sign-ups, ${load.ledger.companies.length} companies, ` +
        `${load.ledger.joinRequests.length} join requests acknowledged, all in the database; ` +
        `${inFlightAtKill} requests in flight on the killed instance; the survivor answered ` +
        `${load.acked.b - ackedByBAtKill} writes and ${load.probes.answered.b - probesAtKill} health checks after the kill\n`,
    );
  }, 180_000);
});

describe('two instances starting at once on an empty database', () => {
  const migrations = path.resolve(import.meta.dirname, '../../../db/migrations');

  /** Every migration of the journal, by the hash the migrator records for it (its SQL's SHA-256). */
  function journal(): string[] {
    const { entries } = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    return entries.map(({ tag }) =>
      createHash('sha256')
        .update(readFileSync(path.join(migrations, `${tag}.sql`), 'utf8'))
        .digest('hex'),
    );
  }

  it('migrate it once, and both serve', async () => {
    const database = await createDatabase(serverUrl);
    // Both reach the database at the same instant, however unevenly this machine loads them.
    const gate = await gateDatabase(database.url, 2);
    try {
      const env = instanceEnv(gate.url);
      const [c, d] = await Promise.all([spawnSos(env), spawnSos(env)]);
      await Promise.all([untilServing(c), untilServing(d)]);

      const applied = await withClient(database.url, async (client) => {
        const { rows } = await client.query<{ hash: string }>(
          'select hash from drizzle.__drizzle_migrations order by id',
        );
        return rows.map((row) => row.hash);
      });
      expect(applied).toEqual(journal());

      const person = await signUp(c);
      expect(person.status).toBe(201);
      expect((await me(d, person.body.access_token)).status).toBe(200);
      expect((await signUp(d)).status).toBe(201);
      expect(c.errorLogs()).toEqual([]);
      expect(d.errorLogs()).toEqual([]);
      expect(await Promise.all([stopSos(c), stopSos(d)])).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    } finally {
      await killAllSos();
      await gate.close();
      await database.drop();
    }
  }, 180_000);
});

// ---------------------------------------------------------------------------------------------------
// Write load across instances, and what it acknowledged

type Instance = 'a' | 'b';

interface Ledger {
  people: { instance: Instance; email: string; userId: string; token: string }[];
  companies: { id: string; code: string; adminId: string }[];
  joinRequests: { id: string; userId: string; companyId: string }[];
}

const CLIENTS_PER_INSTANCE = 3;

/**
 * CLIENTS_PER_INSTANCE loops per instance, each signing a person up (from an address of their own)
 * and having them create a company or ask to join one acknowledged earlier; every 2xx answer read to
 * its end is recorded. A failed request is expected only from an instance marked gone; a health check
 * of each live instance runs alongside, and none may fail.
 */
function writeLoad(instances: Record<Instance, SosProcess>) {
  const ledger: Ledger = { people: [], companies: [], joinRequests: [] };
  const acked: Record<Instance, number> = { a: 0, b: 0 };
  const inFlight: Record<Instance, number> = { a: 0, b: 0 };
  const gone = new Set<Instance>();
  const unexpected: string[] = [];
  const probes = { answered: { a: 0, b: 0 } as Record<Instance, number>, failed: [] as string[] };
  let stopped = false;

  async function call<T>(
    instance: Instance,
    pathname: string,
    body: unknown,
    agent: http.Agent,
    token?: string,
  ) {
    inFlight[instance]++;
    try {
      return await request<T>(instances[instance].port, 'POST', pathname, body, {
        agent,
        token,
        headers: from(newAddress()),
      });
    } catch (error) {
      if (!gone.has(instance)) unexpected.push(`${instance} ${pathname}: ${String(error)}`);
      return null;
    } finally {
      inFlight[instance]--;
    }
  }

  function expectStatus(instance: Instance, what: string, answer: { status: number; body: unknown }) {
    if (answer.status === 201) return true;
    unexpected.push(`${instance} ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return false;
  }

  async function loop(instance: Instance) {
    const agent = new http.Agent({ keepAlive: true });
    try {
      while (!stopped && !gone.has(instance)) {
        const email = uniqueEmail();
        const session = await call<Session>(
          instance,
          '/api/auth/signup',
          { email, password: PASSWORD, fullName: 'Load' },
          agent,
        );
        if (!session || !expectStatus(instance, 'sign-up', session)) continue;
        const person = { instance, email, userId: session.body.user.id, token: session.body.access_token };
        ledger.people.push(person);
        acked[instance]++;

        const target = ledger.companies[Math.floor(Math.random() * ledger.companies.length)];
        if (!target || Math.random() < 0.4) {
          const created = await call<{ company: CreatedCompany }>(
            instance,
            '/api/companies',
            { name: `Load Co ${acked[instance]}`, mission: 'Ride every wave' },
            agent,
            person.token,
          );
          if (!created || !expectStatus(instance, 'company', created)) continue;
          const { id, companyCode } = created.body.company;
          ledger.companies.push({ id, code: companyCode, adminId: person.userId });
        } else {
          const joined = await call<{ joinRequest: { id: string; companyId: string } }>(
            instance,
            '/api/join-requests',
            { companyCode: target.code },
            agent,
            person.token,
          );
          if (!joined || !expectStatus(instance, 'join request', joined)) continue;
          const { id, companyId } = joined.body.joinRequest;
          ledger.joinRequests.push({ id, userId: person.userId, companyId });
        }
        acked[instance]++;
      }
    } finally {
      agent.destroy();
    }
  }

  /** Health checks on fresh connections, so that a server refusing new ones is seen at once. */
  async function probe(instance: Instance) {
    while (!stopped && !gone.has(instance)) {
      try {
        const health = await request(instances[instance].port, 'GET', '/api/health', undefined, {
          agent: false,
        });
        if (health.status === 200) probes.answered[instance]++;
        else probes.failed.push(`${instance} health ${health.status}`);
      } catch (error) {
        if (!gone.has(instance)) probes.failed.push(`${instance} health: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const everyInstance: Instance[] = ['a', 'b'];
  const done = Promise.all([
    ...everyInstance.flatMap((instance) =>
      Array.from({ length: CLIENTS_PER_INSTANCE }, () => loop(instance)),
    ),
    ...everyInstance.map(probe),
  ]);
  return { ledger, acked, inFlight, gone, unexpected, probes, done, stop: () => (stopped = true) };
}

/** Every acknowledged write that the database does not hold, read straight from it. */
async function missingFromDatabase(url: string, ledger: Ledger) {
  return withClient(url, async (client) => {
    const keys = async (query: string) =>
      new Set((await client.query<{ key: string }>(query)).rows.map((r) => r.key));
    const users = await keys(`select id || '/' || email as key from users`);
    const companies = await keys(`
      select c.id || '/' || c.company_code || '/' || r.user_id as key
      from companies c join user_roles r on r.company_id = c.id and r.role = 'admin'`);
    const requests = await keys(
      `select id || '/' || user_id || '/' || company_id as key from company_join_requests`,
    );
    return {
      people: ledger.people.filter((p) => !users.has(`${p.userId}/${p.email}`)).map((p) => p.email),
      companies: ledger.companies
        .filter((c) => !companies.has(`${c.id}/${c.code}/${c.adminId}`))
        .map((c) => c.id),
      joinRequests: ledger.joinRequests
        .filter((j) => !requests.has(`${j.id}/${j.userId}/${j.companyId}`))
        .map((j) => j.id),
    };
  });
}
