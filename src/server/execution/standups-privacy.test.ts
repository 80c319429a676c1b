import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../tests/setup/fixtures';
import { answer, idOf, type Person, standupWorld, turnOn } from '../../../tests/setup/standups';
import { createTestApp } from '../../../tests/setup/test-app';
import { exportPersonData } from '../account/export';
import { notifications, standupAnswers } from '../db/schema';

/**
 * A team's standup is level 4 (decision 038): its members read it, and no one else, whatever their
 * role: another member of the company, an admin who is not in the team, another company. What a
 * member wrote is in their export and goes with their account.
 */
const t = await createTestApp();

const SECRET = 'Blocked by the vendor’s secret contract';

async function everyAnswerOf(who: Person, teamId: string) {
  const paths = ['/api/standups', `/api/standups/${teamId}/day`, `/api/standups/${teamId}/participation`];
  const answers = [];
  for (const path of paths) answers.push(await t.request('GET', path, undefined, { token: who.token }));
  const notices = await t.request('GET', '/api/notifications', undefined, { token: who.token });
  return { answers, notices };
}

describe('who reads a team’s standup', () => {
  it('its members; not another member, an admin outside it, nor another company', async () => {
    const { owner, lead, ana, ben, outsider, teamId, other } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    await answer(t, ana, teamId, ['Done', 'Next', SECRET]);

    for (const who of [lead, ben]) {
      const { answers } = await everyAnswerOf(who, teamId);
      expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(JSON.stringify(answers[1]!.body)).toContain(SECRET);
    }
    for (const [who, status] of [
      [outsider, 403],
      [owner, 403],
      [other, 404],
    ] as const) {
      const { answers, notices } = await everyAnswerOf(who, teamId);
      expect(answers.slice(1).map((response) => response.status)).toEqual([status, status]);
      // The list is the caller's own teams: none of them is this one.
      expect(JSON.stringify(answers[0]!.body)).not.toContain(teamId);
      for (const response of [...answers, notices])
        expect(JSON.stringify(response.body)).not.toContain(SECRET);
      expect(JSON.stringify(notices.body)).not.toContain('standup');
    }
    // The block's notice names the person, never the answer's text.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf(lead)));
    expect(JSON.stringify(told)).not.toContain(SECRET);
  });

  it('a member’s export holds their own answers only; deleting their account deletes them', async () => {
    const { lead, ana, ben, teamId } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    await answer(t, ana, teamId, ['Done', 'Next', SECRET]);
    await answer(t, ben, teamId, ['Ben’s own', '', '']);
    const anas = (await exportPersonData(t.db, idOf(ana))).standups as { answers: { answer: string }[] }[];
    expect(anas).toHaveLength(1);
    expect(JSON.stringify(anas)).toContain(SECRET);
    expect(JSON.stringify(anas)).not.toContain('Ben’s own');
    expect(JSON.stringify((await exportPersonData(t.db, idOf(lead))).standups)).not.toContain(SECRET);

    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: ana.token });
    expect(deleted.status).toBe(204);
    const left = await t.db.select().from(standupAnswers).where(eq(standupAnswers.teamId, teamId));
    expect(left.map((row) => row.userId)).toEqual([idOf(ben)]);
  });
});
