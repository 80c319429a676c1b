import { describe, expect, it } from 'vitest';
import { cultureWorld, idOf } from '../../../tests/setup/culture';
import { admin, member, requestToJoin } from '../../../tests/setup/fixtures';
import { goalBody, goalsApi } from '../../../tests/setup/goals';
import { createTestApp } from '../../../tests/setup/test-app';

/**
 * The export of a person who left their company: what they wrote, as they wrote it, and nothing of the
 * company's objects as they stand now (export.ts).
 */
const t = await createTestApp();
const goalsOf = goalsApi(t);
const culture = cultureWorld(t);

type Export = Record<string, unknown> & {
  goals: { owned: unknown[]; checkIns: { note: string | null }[] };
  kudos: { given: Record<string, unknown>[]; received: Record<string, unknown>[]; reactions: unknown[] };
  teams: Record<string, unknown>[];
};

async function exportOf(token: string) {
  const response = await t.request<Export>('GET', '/api/me/export', undefined, { token });
  expect(response.status).toBe(200);
  return response.body;
}

/** The export without what changes by itself: when it was made, and the sessions' last use. */
const settled = ({ exportedAt: _, sessions: __, ...rest }: Export) => rest;

/**
 * Rae owns a goal of the team Lena leads, checks in on it, thanks Lena for a value and is thanked
 * back, and reacts to Lena's kudos.
 */
async function story() {
  const owner = await admin(t, 'Export Reef');
  const lena = await member(t, owner);
  const rae = await member(t, owner);
  await culture.rename(lena, 'Lena Lead');
  await culture.rename(rae, 'Rae Writer');
  const valueId = await culture.value(owner, 'Ownership');
  const teamId = await culture.team(owner, 'Dawn Patrol', [lena], [rae]);
  const created = await goalsOf.create(
    lena.token,
    goalBody({
      level: 'team',
      teamId,
      ownerId: idOf(rae),
      title: 'Teach ten lessons',
      description: 'Beginners',
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const goal = created.body.goal;
  const checkIn = await goalsOf.checkIn(rae.token, goal.id, {
    status: 'on_track',
    confidence: 7,
    note: 'Half way there',
    values: [{ keyResultId: goal.keyResults[0]!.id, value: 40 }],
  });
  expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
  await culture.give(rae, [lena], { valueId, message: 'Thanks for the dawn patrol' });
  const thanks = await culture.give(lena, [rae], { valueId, message: 'Great lesson' });
  expect((await culture.api.react(rae.token, thanks.id, 'clap')).status).toBe(200);
  return { owner, lena, rae, valueId, teamId, goal };
}

describe('the export of a person who left the company', () => {
  it('holds their own writings and no company object: renames after the removal change nothing', async () => {
    const { owner, lena, rae, valueId, teamId, goal } = await story();
    expect((await exportOf(rae.token)).goals.owned).toHaveLength(1);
    const removed = await t.request('DELETE', `/api/people/${idOf(rae)}`, undefined, { token: owner.token });
    expect(removed.status).toBe(204);
    const before = await exportOf(rae.token);

    // After the removal, the lead and the admin change the goal, the team and the value; Lena her name.
    const renamed = await goalsOf.update(lena.token, goal.id, {
      title: 'Renamed by the lead',
      description: 'Rewritten after Rae left',
      keyResults: [{ title: 'Lessons after Rae', kind: 'number', startValue: 5, targetValue: 500 }],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const team = await t.request(
      'PATCH',
      `/api/teams/${teamId}`,
      { name: 'Night Shift' },
      { token: lena.token },
    );
    expect(team.status).toBe(200);
    const value = await t.request(
      'PATCH',
      `/api/values/${valueId}`,
      { name: 'Courage' },
      { token: owner.token },
    );
    expect(value.status).toBe(200);
    await culture.rename(lena, 'Lena Renamed');

    const after = await exportOf(rae.token);
    expect(settled(after)).toEqual(settled(before));
    const text = JSON.stringify(after);
    for (const changed of ['Renamed', 'Rewritten', 'after Rae', 'Night Shift', 'Courage', 'Lena Renamed'])
      expect(text).not.toContain(changed);
    // What Rae wrote stays, as written.
    expect(after.goals).toEqual({
      owned: [],
      checkIns: [expect.objectContaining({ note: 'Half way there' })],
    });
    expect(after.kudos.given).toEqual([
      expect.objectContaining({ message: 'Thanks for the dawn patrol', value: null, recipients: null }),
    ]);
    expect(after.kudos.received).toEqual([
      expect.objectContaining({ message: 'Great lesson', sender: null, value: null }),
    ]);
    expect(after.kudos.reactions).toEqual([
      expect.objectContaining({ kudosId: expect.any(String), emoji: 'clap' }),
    ]);
    expect(after.teams).toEqual([
      { team: null, isLead: false, joinedAt: expect.any(String), leftAt: expect.any(String) },
    ]);
  });

  it('leaves out a company’s objects once the person moved to another company', async () => {
    const { lena, rae, goal } = await story();
    expect((await t.request('POST', '/api/people/me/leave', undefined, { token: rae.token })).status).toBe(
      204,
    );
    const other = await admin(t, 'Other Reef');
    const request = await requestToJoin(t, rae.token, other.company.companyCode);
    const id = request.body.joinRequest.id;
    const approved = await t.request('POST', `/api/join-requests/${id}/approve`, undefined, {
      token: other.token,
    });
    expect(approved.status).toBe(200);
    const before = await exportOf(rae.token);
    expect((await goalsOf.update(lena.token, goal.id, { title: 'Renamed by the lead' })).status).toBe(200);
    await culture.rename(lena, 'Lena Renamed');
    const after = await exportOf(rae.token);
    expect(settled(after)).toEqual(settled(before));
    expect(after.company).toMatchObject({ companyName: 'Other Reef' });
    expect(after.goals.owned).toEqual([]);
    expect(JSON.stringify(after)).not.toMatch(/Renamed/);
  });

  it('shows the company’s objects as they stand while the person belongs to it', async () => {
    const { lena, rae, goal } = await story();
    const renamed = await goalsOf.update(lena.token, goal.id, { title: 'Renamed by the lead' });
    expect(renamed.status).toBe(200);
    const data = await exportOf(rae.token);
    expect(data.goals.owned).toEqual([expect.objectContaining({ title: 'Renamed by the lead' })]);
    expect(data.teams).toEqual([expect.objectContaining({ team: 'Dawn Patrol', leftAt: null })]);
    expect(data.kudos.given).toEqual([
      expect.objectContaining({ value: 'Ownership', recipients: ['Lena Lead'] }),
    ]);
    expect(data.kudos.received).toEqual([
      expect.objectContaining({ sender: 'Lena Lead', value: 'Ownership' }),
    ]);
  });
});
