import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { activeOneOnOne, idOf } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { OneOnOne } from '../../shared/contract/communication';
import type { Person } from '../../shared/contract/people';
import type { Style } from '../../shared/contract/reviews';
import { STYLE_NOTE_MAX, styleMessages as m } from '../../shared/style-rules';
import { styleOf } from './styles';

const t = await createTestApp();

type Who = { token: string };
const get = <T>(who: Who, path: string) => t.request<T>('GET', path, undefined, { token: who.token });
const put = <T>(who: Who, body: unknown) => t.request<T>('PUT', '/api/me/style', body, { token: who.token });

const style = {
  channel: 'written',
  timing: 'prepared',
  tone: 'direct',
  note: 'Send me the topic a day before.',
};

describe('the communication style', () => {
  it('shows beside a 1:1’s agenda, to the other person, while the 1:1 is live', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const oneOnOne = await activeOneOnOne(t, ana, ben);
    const path = `/api/one-on-ones/${oneOnOne.id}`;
    expect((await get<{ oneOnOne: OneOnOne }>(ben, path)).body.oneOnOne.partnerStyle).toBeNull();
    await put(ana, style);
    expect((await get<{ oneOnOne: OneOnOne }>(ben, path)).body.oneOnOne.partnerStyle).toMatchObject(style);
    // Ana sees Ben's, not her own.
    expect((await get<{ oneOnOne: OneOnOne }>(ana, path)).body.oneOnOne.partnerStyle).toBeNull();
    const ended = await t.request('POST', `${path}/end`, undefined, { token: ana.token });
    expect(ended.status).toBe(204);
    expect((await get<{ oneOnOne: OneOnOne }>(ben, path)).body.oneOnOne.partnerStyle).toBeNull();
  });

  it('is null until said, then the person’s own, and the company reads it on their profile', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    expect((await get<{ style: Style | null }>(ana, '/api/me/style')).body.style).toBeNull();
    const saved = await put<{ style: Style }>(ana, style);
    expect(saved.status).toBe(200);
    expect(saved.body.style).toMatchObject(style);
    expect((await get<{ style: Style }>(ana, '/api/me/style')).body.style).toMatchObject(style);
    const profile = await get<{ person: Person; style: Style | null }>(owner, `/api/people/${idOf(ana)}`);
    expect(profile.status).toBe(200);
    expect(profile.body.person.id).toBe(idOf(ana));
    expect(profile.body.style).toMatchObject(style);
    expect(await styleOf(t.db, idOf(ana))).toMatchObject(style);
    // Without a style, the profile says so.
    expect((await get<{ style: Style | null }>(ana, `/api/people/${idOf(owner)}`)).body.style).toBeNull();
  });

  it('lets each choice be left open, and is removed when everything is', async () => {
    const owner = await admin(t);
    const open = { channel: null, timing: 'in_the_moment', tone: null, note: '  ' };
    const saved = await put<{ style: Style }>(owner, open);
    expect(saved.body.style).toMatchObject({
      channel: null,
      timing: 'in_the_moment',
      tone: null,
      note: null,
    });
    const cleared = await put<{ style: Style | null }>(owner, { channel: null, timing: null, tone: null });
    expect(cleared.body.style).toBeNull();
    expect(await styleOf(t.db, idOf(owner))).toBeNull();
  });

  it('refuses a choice it does not know and a long sentence, and changes nothing', async () => {
    const owner = await admin(t);
    await put(owner, style);
    const cases: [Record<string, unknown>, string][] = [
      [{ channel: 'carrier pigeon' }, m.channelInvalid],
      [{ timing: 'never' }, m.timingInvalid],
      [{ tone: 'loud' }, m.toneInvalid],
      [{ note: 'x'.repeat(STYLE_NOTE_MAX + 1) }, m.noteTooLong],
      [{ note: 'bell\u0007' }, m.noteControls],
    ];
    for (const [change, message] of cases) {
      const refused = await put(owner, { ...style, ...change });
      expect(refused.status, message).toBe(400);
      expect(errorOf(refused).message).toBe(message);
    }
    expect(await styleOf(t.db, idOf(owner))).toMatchObject(style);
  });

  it('is read on the profiles of the caller’s company only', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Other Waves');
    await put(other, style);
    const stranger = await get(owner, `/api/people/${idOf(other)}`);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain(style.note);
  });
});
