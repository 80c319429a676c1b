import { expect } from 'vitest';
import type { Track } from '../../src/shared/contract/career';
import type { TestApp } from './test-app';

/** Career fixtures (decision 040): a track built through the API by an admin. */

/** A track named `name` with `levels` and `competencies`, and what each level asks of each competency. */
export async function trackWith(
  t: TestApp,
  adminToken: string,
  { name = 'Engineering', levels = ['Junior', 'Mid', 'Senior'], competencies = ['Craft', 'Impact'] } = {},
  asks: (competency: string, level: string) => string | null = (c, l) => `${l} ${c}`,
): Promise<Track> {
  const made = await t.request<{ track: Track }>(
    'POST',
    '/api/career/tracks',
    { name, description: `${name} track`, openToMoves: false },
    { token: adminToken },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const base = `/api/career/tracks/${made.body.track.id}`;
  let track = made.body.track;
  for (const level of levels) {
    const added = await t.request<{ track: Track }>(
      'POST',
      `${base}/levels`,
      { name: level, summary: `${level} summary` },
      { token: adminToken },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    track = added.body.track;
  }
  for (const competency of competencies) {
    const added = await t.request<{ track: Track }>(
      'POST',
      `${base}/competencies`,
      { name: competency },
      { token: adminToken },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    track = added.body.track;
  }
  for (const competency of track.competencies) {
    for (const level of track.levels) {
      const text = asks(competency.name, level.name);
      if (text === null) continue;
      const put = await t.request<{ track: Track }>(
        'PUT',
        `${base}/competencies/${competency.id}/levels/${level.id}`,
        { text },
        { token: adminToken },
      );
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      track = put.body.track;
    }
  }
  return track;
}

/** Places `personId` on `track` at the level named `levelName`, as the caller. */
export async function place(t: TestApp, token: string, personId: string, track: Track, levelName: string) {
  const level = track.levels.find((one) => one.name === levelName)!;
  return t.request(
    'PUT',
    `/api/career/people/${personId}/position`,
    { trackId: track.id, levelId: level.id },
    { token },
  );
}

type Person = { token: string; session: { user: { id: string } } };

/** The fuzz suite's career world: the owner's track with the owner on it, and another company's track. */
export async function careerFuzzWorld(t: TestApp, owner: Person, stranger: Person) {
  const own = await trackWith(t, owner.token, { name: 'Fuzz track' });
  const foreign = await trackWith(t, stranger.token, { name: 'Other track' });
  expect((await place(t, owner.token, owner.session.user.id, own, 'Junior')).status).toBe(200);
  return {
    trackId: own.id,
    levelId: own.levels[0]!.id,
    competencyId: own.competencies[0]!.id,
    foreignTrackId: foreign.id,
    foreignLevelId: foreign.levels[0]!.id,
  };
}
