import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { limitMessages, TEAMS_PER_COMPANY_MAX } from '../../shared/limits';
import { teams } from '../db/schema';

const t = await createTestApp();

type Owner = Awaited<ReturnType<typeof admin>>;

/** `n` live teams of the owner's company, written straight into the table. */
async function liveTeams(owner: Owner, n: number) {
  await t.db.insert(teams).values(
    Array.from({ length: n }, (_, i) => ({
      companyId: owner.company.id,
      name: `Crew ${i}`,
      createdBy: owner.session.user.id,
    })),
  );
}

const create = (owner: Owner, name: string) =>
  t.request<{ team: { id: string } }>('POST', '/api/teams', { name }, { token: owner.token });

async function liveCount(owner: Owner) {
  const rows = await t.db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.companyId, owner.company.id), isNull(teams.archivedAt)));
  return rows.length;
}

describe(`at most ${TEAMS_PER_COMPANY_MAX} live teams per company`, () => {
  it('refuses the next one with 409 limit_reached; an archived team frees its place', async () => {
    const owner = await admin(t);
    await liveTeams(owner, TEAMS_PER_COMPANY_MAX - 1);
    const last = await create(owner, 'The last crew');
    expect(last.status).toBe(201);
    const refused = await create(owner, 'One crew too many');
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'limit_reached', message: limitMessages.teams });
    expect(await liveCount(owner)).toBe(TEAMS_PER_COMPANY_MAX);
    const archived = await t.request('DELETE', `/api/teams/${last.body.team.id}`, undefined, {
      token: owner.token,
    });
    expect(archived.status).toBe(204);
    expect((await create(owner, 'One crew too many')).status).toBe(201);
    // Another company counts its own.
    expect((await create(await admin(t, 'Elsewhere'), 'First crew')).status).toBe(201);
  });

  it('lets exactly one of parallel creations take the last place', async () => {
    const owner = await admin(t);
    await liveTeams(owner, TEAMS_PER_COMPANY_MAX - 1);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => create(owner, `Racer ${i}`)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await liveCount(owner)).toBe(TEAMS_PER_COMPANY_MAX);
  });
});
