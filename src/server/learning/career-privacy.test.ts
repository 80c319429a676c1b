import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { place, trackWith } from '../../../tests/setup/career';
import { idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { LevelView } from '../../shared/contract/career';
import { endpoints } from '../../shared/contract/endpoints';
import { exportPersonData } from '../account/export';

/**
 * Skill ratings (decision 040, level 3): the person and their leads. The person reads their leads'
 * ratings, named; a lead reads the self-rating only once the person shares it, and the other leads'
 * ratings; an admin who does not lead the person, a colleague and another company read none.
 */
const t = await createTestApp();

async function world() {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const coLead = await member(t, owner);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  await teamLedBy(t, owner, lead, [ana]);
  await teamLedBy(t, owner, coLead, [ana]);
  const other = await admin(t, 'Other Waves');
  const track = await trackWith(t, owner.token);
  expect((await place(t, lead.token, idOf(ana), track, 'Junior')).status).toBe(200);
  return { owner, lead, coLead, ana, ben, other, track };
}

type Person = { token: string; session: { user: { id: string } } };

function rate(
  rater: Person,
  person: Person,
  competencyId: string,
  rating: number,
  note: string | null = null,
) {
  return t.request<LevelView>(
    'PUT',
    `/api/career/people/${idOf(person)}/ratings/${competencyId}`,
    { rating, note },
    { token: rater.token },
  );
}

describe('skill ratings', () => {
  it('show the person their leads’ ratings by name, and a lead the self-rating only once shared', async () => {
    const { lead, coLead, ana, track } = await world();
    const [craft, impact] = track.competencies.map((c) => c.id) as [string, string];
    expect((await rate(ana, ana, craft, 2, 'I am getting there')).status).toBe(200);
    expect((await rate(ana, ana, impact, 3)).status).toBe(200);
    const byLead = await rate(lead, ana, craft, 3, 'Solid work');
    expect(byLead.status).toBe(200);
    expect(byLead.body.viewer).toBe('lead');
    expect(byLead.body.competencies[0]!.self).toBeNull();

    const mine = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(mine.body.competencies[0]).toMatchObject({
      self: { rating: 2, note: 'I am getting there', shared: false },
      leads: [{ rating: 3, note: 'Solid work', rater: { id: idOf(lead) }, mine: false }],
    });

    // Co-lead reads the lead's rating but not Ana's own, yet.
    const seen = await t.request<LevelView>('GET', `/api/career/people/${idOf(ana)}`, undefined, {
      token: coLead.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.competencies.map((c) => c.self)).toEqual([null, null]);
    expect(seen.body.competencies[0]!.leads).toMatchObject([
      { rating: 3, rater: { id: idOf(lead) }, mine: false },
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('I am getting there');

    // Shared one by one, then all at once, then taken back.
    const one = await t.request<LevelView>(
      'PUT',
      '/api/career/me/sharing',
      { shared: true, competencyIds: [craft] },
      { token: ana.token },
    );
    expect(one.body.competencies.map((c) => c.self?.shared)).toEqual([true, false]);
    const afterOne = await t.request<LevelView>('GET', `/api/career/people/${idOf(ana)}`, undefined, {
      token: lead.token,
    });
    expect(afterOne.body.competencies.map((c) => c.self?.rating ?? null)).toEqual([2, null]);
    await t.request('PUT', '/api/career/me/sharing', { shared: true }, { token: ana.token });
    const afterAll = await t.request<LevelView>('GET', `/api/career/people/${idOf(ana)}`, undefined, {
      token: lead.token,
    });
    expect(afterAll.body.competencies.map((c) => c.self?.rating ?? null)).toEqual([2, 3]);
    await t.request('PUT', '/api/career/me/sharing', { shared: false }, { token: ana.token });
    const hidden = await t.request<LevelView>('GET', `/api/career/people/${idOf(ana)}`, undefined, {
      token: lead.token,
    });
    expect(hidden.body.competencies.map((c) => c.self)).toEqual([null, null]);
  });

  it('keep one rating per rater and competency: a new one replaces it', async () => {
    const { lead, ana, track } = await world();
    const craft = track.competencies[0]!.id;
    await rate(lead, ana, craft, 1, 'First look');
    const again = await rate(lead, ana, craft, 4, 'Much better');
    expect(again.body.competencies[0]!.leads).toMatchObject([{ rating: 4, note: 'Much better', mine: true }]);
    const own = await rate(ana, ana, craft, 2);
    await t.request('PUT', '/api/career/me/sharing', { shared: true }, { token: ana.token });
    const rerated = await rate(ana, ana, craft, 3);
    expect(own.status).toBe(200);
    // The person's switch stays where they put it.
    expect(rerated.body.competencies[0]!.self).toMatchObject({ rating: 3, shared: true });
  });

  it('are only of the person’s current track', async () => {
    const { owner, lead, ana, ben } = await world();
    const design = await trackWith(t, owner.token, { name: 'Design' });
    const refused = await rate(lead, ana, design.competencies[0]!.id, 3);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('not_on_track');
    // Ben has no place: he cannot rate himself yet.
    expect((await rate(ben, ben, design.competencies[0]!.id, 3)).status).toBe(409);
    const stranger = await admin(t, 'Stranger Waves');
    const foreign = await trackWith(t, stranger.token);
    expect((await rate(lead, ana, foreign.competencies[0]!.id, 3)).status).toBe(404);
  });

  it('reach no admin who does not lead the person, no colleague and no other company, through any read', async () => {
    const { owner, lead, ana, ben, other, track } = await world();
    const planted = `planted-${randomUUID()}`;
    const craft = track.competencies[0]!.id;
    await rate(ana, ana, craft, 2, `${planted} self`);
    await rate(lead, ana, craft, 3, `${planted} lead`);
    // An unshared self-rating never reaches a lead either.
    const reads = Object.values(endpoints).filter((endpoint) => endpoint.method === 'GET');
    for (const reader of [owner, ben, other, lead]) {
      for (const endpoint of reads) {
        const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
          name === 'userId' ? idOf(ana) : name === 'trackId' ? track.id : randomUUID(),
        );
        const response = await t.request('GET', path, undefined, { token: reader.token });
        const body = JSON.stringify(response.body);
        expect(body, `${endpoint.path}`).not.toContain(`${planted} self`);
        if (reader !== lead) expect(body, `${endpoint.path}`).not.toContain(`${planted} lead`);
      }
      if (reader === lead) continue;
      const view = await t.request('GET', `/api/career/people/${idOf(ana)}`, undefined, {
        token: reader.token,
      });
      expect(view.status).toBe(404);
      const write = await rate(reader, ana, craft, 1, 'Not mine to give');
      expect(write.status).toBe(404);
      expect(JSON.stringify(await exportPersonData(t.db, idOf(reader)))).not.toContain(planted);
    }
    const mine = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(mine.body.competencies[0]!.leads).toMatchObject([{ rating: 3, note: `${planted} lead` }]);
    const exported = JSON.stringify(await exportPersonData(t.db, idOf(ana)));
    expect(exported).toContain(`${planted} self`);
    expect(exported).toContain(`${planted} lead`);
    expect(JSON.stringify(await exportPersonData(t.db, idOf(lead)))).toContain(`${planted} lead`);
    // Every GET of the API for four callers: more than the default test's time.
  }, 120_000);

  it('keep a lead’s rating for the person, unnamed, once the lead’s account is gone', async () => {
    const { lead, ana, track } = await world();
    await rate(lead, ana, track.competencies[0]!.id, 3, 'Kept');
    const gone = await t.request('DELETE', '/api/me', { password: 'Waves4ever' }, { token: lead.token });
    expect(gone.status).toBe(204);
    const mine = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(mine.body.competencies[0]!.leads).toMatchObject([{ rating: 3, note: 'Kept', rater: null }]);
  });
});
