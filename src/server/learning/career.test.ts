import { describe, expect, it } from 'vitest';
import { place, trackWith } from '../../../tests/setup/career';
import { idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { careerMessages } from '../../shared/career-messages';
import type { CareerPath, CareerPerson, LevelView, Track, TrackSummary } from '../../shared/contract/career';
import { CAREER_TRACKS_MAX, TRACK_COMPETENCIES_MAX, TRACK_LEVELS_MAX } from '../../shared/limits';
import { careerPositions } from '../db/schema';

/** Career tracks and places (decision 040, slice 1): what admins build, who places whom, my level vs next. */
const t = await createTestApp();

async function world() {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  await teamLedBy(t, owner, lead, [ana]);
  return { owner, lead, ana, ben };
}

describe('career tracks', () => {
  it('are built by admins and read, whole, by every member; another company finds none', async () => {
    const { owner, ana } = await world();
    const track = await trackWith(t, owner.token);
    expect(track.levels.map((level) => [level.name, level.position])).toEqual([
      ['Junior', 0],
      ['Mid', 1],
      ['Senior', 2],
    ]);
    expect(track.competencies[0]!.expectations.map((e) => e.text)).toEqual([
      'Junior Craft',
      'Mid Craft',
      'Senior Craft',
    ]);
    const list = await t.request<{ items: TrackSummary[] }>('GET', '/api/career/tracks', undefined, {
      token: ana.token,
    });
    expect(list.body.items).toMatchObject([
      { name: 'Engineering', levels: [{ name: 'Junior' }, { name: 'Mid' }, { name: 'Senior' }] },
    ]);
    const whole = await t.request<{ track: Track }>('GET', `/api/career/tracks/${track.id}`, undefined, {
      token: ana.token,
    });
    expect(whole.body.track).toEqual(track);
    const written = await t.request('POST', '/api/career/tracks', { name: 'Mine' }, { token: ana.token });
    expect(written.status).toBe(403);
    const other = await admin(t, 'Other Waves');
    expect(
      (await t.request('GET', `/api/career/tracks/${track.id}`, undefined, { token: other.token })).status,
    ).toBe(404);
    const renamed = await t.request(
      'PATCH',
      `/api/career/tracks/${track.id}`,
      { name: 'Taken' },
      { token: other.token },
    );
    expect(renamed.status).toBe(404);
    const otherList = await t.request<{ items: TrackSummary[] }>('GET', '/api/career/tracks', undefined, {
      token: other.token,
    });
    expect(otherList.body.items).toEqual([]);
  });

  it('refuses a name the company already uses, whatever its case', async () => {
    const owner = await admin(t);
    await trackWith(t, owner.token, { name: 'Design', levels: [], competencies: [] });
    const again = await t.request('POST', '/api/career/tracks', { name: 'DESIGN' }, { token: owner.token });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('track_name_taken');
  });

  it('moves a level by its position and numbers the levels again when one is deleted, taking its places', async () => {
    const { owner, ana } = await world();
    const track = await trackWith(t, owner.token);
    const [junior, mid, senior] = track.levels;
    const base = `/api/career/tracks/${track.id}`;
    const moved = await t.request<{ track: Track }>(
      'PATCH',
      `${base}/levels/${senior!.id}`,
      { position: 0 },
      { token: owner.token },
    );
    expect(moved.body.track.levels.map((level) => [level.name, level.position])).toEqual([
      ['Senior', 0],
      ['Junior', 1],
      ['Mid', 2],
    ]);
    expect((await place(t, owner.token, idOf(ana), track, 'Mid')).status).toBe(200);
    const deleted = await t.request<{ track: Track }>('DELETE', `${base}/levels/${mid!.id}`, undefined, {
      token: owner.token,
    });
    expect(deleted.body.track.levels.map((level) => [level.name, level.position])).toEqual([
      ['Senior', 0],
      ['Junior', 1],
    ]);
    expect(deleted.body.track.competencies[0]!.expectations.map((e) => e.levelId)).toEqual([
      senior!.id,
      junior!.id,
    ]);
    const view = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(view.body.place).toBeNull();
  });

  it('clears what a level asks when the text is empty', async () => {
    const owner = await admin(t);
    const track = await trackWith(t, owner.token, { levels: ['One'], competencies: ['Craft'] });
    const path = `/api/career/tracks/${track.id}/competencies/${track.competencies[0]!.id}/levels/${track.levels[0]!.id}`;
    const cleared = await t.request<{ track: Track }>('PUT', path, { text: '  ' }, { token: owner.token });
    expect(cleared.body.track.competencies[0]!.expectations).toEqual([]);
  });

  it('holds its caps, even when admins add at once', async () => {
    const owner = await admin(t);
    const track = await trackWith(t, owner.token, { levels: [], competencies: [] });
    const base = `/api/career/tracks/${track.id}`;
    const levels = await Promise.all(
      Array.from({ length: TRACK_LEVELS_MAX + 3 }, (_, i) =>
        t.request('POST', `${base}/levels`, { name: `L${i}` }, { token: owner.token }),
      ),
    );
    expect(levels.filter((r) => r.status === 201)).toHaveLength(TRACK_LEVELS_MAX);
    expect(levels.filter((r) => r.status === 409).map((r) => errorOf(r).message)).toEqual(
      Array(3).fill(careerMessages.levelsLimit),
    );
    const skills = await Promise.all(
      Array.from({ length: TRACK_COMPETENCIES_MAX + 2 }, (_, i) =>
        t.request('POST', `${base}/competencies`, { name: `C${i}` }, { token: owner.token }),
      ),
    );
    expect(skills.filter((r) => r.status === 201)).toHaveLength(TRACK_COMPETENCIES_MAX);
    const whole = await t.request<{ track: Track }>('GET', base, undefined, { token: owner.token });
    expect(whole.body.track.levels.map((level) => level.position)).toEqual([
      ...Array(TRACK_LEVELS_MAX).keys(),
    ]);
    const tracks = await Promise.all(
      Array.from({ length: CAREER_TRACKS_MAX + 1 }, (_, i) =>
        t.request('POST', '/api/career/tracks', { name: `Track ${i}` }, { token: owner.token }),
      ),
    );
    // One track was there already.
    expect(tracks.filter((r) => r.status === 201)).toHaveLength(CAREER_TRACKS_MAX - 1);
    expect(tracks.filter((r) => r.status === 409)).toHaveLength(2);
  });
});

describe('a person’s place', () => {
  it('is set by an admin or the person’s lead, on a level of a track of the company', async () => {
    const { owner, lead, ana, ben } = await world();
    const track = await trackWith(t, owner.token);
    const other = await trackWith(t, owner.token, { name: 'Design' });
    expect((await place(t, lead.token, idOf(ana), track, 'Junior')).status).toBe(200);
    expect((await place(t, owner.token, idOf(ben), track, 'Mid')).status).toBe(200);
    // A colleague, and the lead for someone they do not lead.
    const refused = await place(t, ben.token, idOf(ana), track, 'Senior');
    expect(refused.status).toBe(403);
    expect((await place(t, lead.token, idOf(ben), track, 'Senior')).status).toBe(403);
    // A level of another track, a track of another company.
    const mixed = await t.request(
      'PUT',
      `/api/career/people/${idOf(ana)}/position`,
      { trackId: track.id, levelId: other.levels[0]!.id },
      { token: owner.token },
    );
    expect(mixed.status).toBe(400);
    expect(errorOf(mixed).message).toBe(careerMessages.levelNotOnTrack);
    const stranger = await admin(t, 'Stranger Waves');
    const foreign = await trackWith(t, stranger.token);
    expect((await place(t, owner.token, idOf(ana), foreign, 'Junior')).status).toBe(400);
    expect((await place(t, stranger.token, idOf(ana), foreign, 'Junior')).status).toBe(404);
    const [row] = await t.db.select().from(careerPositions);
    expect(row).toBeDefined();
    const people = await t.request<{ items: CareerPerson[] }>('GET', '/api/career/people', undefined, {
      token: lead.token,
    });
    expect(people.body.items).toEqual([
      {
        id: idOf(ana),
        fullName: expect.any(String),
        led: true,
        place: {
          track: { id: track.id, name: 'Engineering' },
          level: expect.objectContaining({ name: 'Junior' }),
        },
      },
    ]);
    const all = await t.request<{ items: CareerPerson[]; omitted: number }>(
      'GET',
      '/api/career/people',
      undefined,
      {
        token: owner.token,
      },
    );
    expect(all.body.items).toHaveLength(4);
    expect(all.body.items.every((person) => !person.led)).toBe(true);
    const none = await t.request<{ items: CareerPerson[] }>('GET', '/api/career/people', undefined, {
      token: ben.token,
    });
    expect(none.body.items).toEqual([]);
    const taken = await t.request<{ person: CareerPerson }>(
      'DELETE',
      `/api/career/people/${idOf(ana)}/position`,
      undefined,
      {
        token: lead.token,
      },
    );
    expect(taken.body.person.place).toBeNull();
  });

  it('shows my level vs the next, marking what changes, and says so at the top', async () => {
    const { owner, ana } = await world();
    const track = await trackWith(
      t,
      owner.token,
      { levels: ['Junior', 'Mid'], competencies: ['Craft', 'Care', 'Lead'] },
      (c, l) => (c === 'Care' ? 'Same at every level' : c === 'Lead' && l === 'Junior' ? null : `${l} ${c}`),
    );
    const empty = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(empty.body).toMatchObject({ place: null, competencies: [], viewer: 'self' });
    await place(t, owner.token, idOf(ana), track, 'Junior');
    const view = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(view.body.place).toMatchObject({
      level: { name: 'Junior' },
      next: { name: 'Mid', summary: 'Mid summary' },
    });
    expect(
      view.body.competencies.map(({ name, current, next, changed }) => ({ name, current, next, changed })),
    ).toEqual([
      { name: 'Craft', current: 'Junior Craft', next: 'Mid Craft', changed: true },
      { name: 'Care', current: 'Same at every level', next: 'Same at every level', changed: false },
      { name: 'Lead', current: null, next: 'Mid Lead', changed: true },
    ]);
    await place(t, owner.token, idOf(ana), track, 'Mid');
    const top = await t.request<LevelView>('GET', '/api/career/me', undefined, { token: ana.token });
    expect(top.body.place?.next).toBeNull();
    expect(top.body.competencies.every((c) => c.next === null && !c.changed)).toBe(true);
  });

  it('draws the career path: the levels above, and the other tracks open to moves', async () => {
    const { owner, ana } = await world();
    const track = await trackWith(t, owner.token);
    const design = await trackWith(t, owner.token, { name: 'Design' });
    await trackWith(t, owner.token, { name: 'Closed' });
    await t.request(
      'PATCH',
      `/api/career/tracks/${design.id}`,
      { openToMoves: true },
      { token: owner.token },
    );
    await t.request('PATCH', `/api/career/tracks/${track.id}`, { openToMoves: true }, { token: owner.token });
    const before = await t.request<CareerPath>('GET', '/api/career/path', undefined, { token: ana.token });
    expect(before.body.place).toBeNull();
    expect(before.body.openTracks.map((one) => one.name)).toEqual(['Design', 'Engineering']);
    await place(t, owner.token, idOf(ana), track, 'Junior');
    const path = await t.request<CareerPath>('GET', '/api/career/path', undefined, { token: ana.token });
    expect(path.body.above.map((level) => [level.name, level.summary])).toEqual([
      ['Mid', 'Mid summary'],
      ['Senior', 'Senior summary'],
    ]);
    expect(path.body.openTracks.map((one) => one.name)).toEqual(['Design']);
  });
});
