import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cultureWorld, idOf, type Owner, type Person } from '../../../tests/setup/culture';
import { admin, member } from '../../../tests/setup/fixtures';
import { expectError, goalBody } from '../../../tests/setup/goals';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { cultureMessages as m, REACTION_NAMES_SHOWN } from '../../shared/culture-messages';
import { goals, kudos, kudosReactions, profiles } from '../db/schema';

const statements: string[] = [];
const t = await createTestApp({ onStatement: (query) => statements.push(query) });
const { api, give, rename, value, team, celebrate } = cultureWorld(t);

/** The ids of the feed's posts for this query, every page walked with `limit`. */
async function walk(token: string, filters = '', limit = 3) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const query: string = `?limit=${limit}${filters}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await api.feed(token, query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...response.body.items.map((post) => post.id));
    cursor = response.body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the feed never ended');
}

async function members(owner: Owner, count: number): Promise<Person[]> {
  const people = [];
  for (let i = 0; i < count; i++) people.push(await member(t, owner));
  return people;
}

describe('the feed', () => {
  it('pages newest first with a cursor: no duplicates, no gaps, even when posts share their moment', async () => {
    const owner = await admin(t);
    const [kai] = await members(owner, 1);
    const given = [];
    for (let i = 0; i < 7; i++) given.push((await give(i % 2 ? kai! : owner, [i % 2 ? owner : kai!])).id);
    const newestFirst = [...given].reverse();
    expect(await walk(owner.token)).toEqual(newestFirst);
    expect(await walk(kai!.token, '', 7)).toEqual(newestFirst);
    const first = await api.feed(owner.token, '?limit=7');
    expect(first.body.nextCursor).toBeNull();
    // The same moment for all: the id decides, and the pages still hold each post once.
    await t.db
      .update(kudos)
      .set({ createdAt: new Date('2026-01-05T10:00:00.000Z') })
      .where(eq(kudos.companyId, owner.company.id));
    const tied = await walk(owner.token, '', 2);
    expect(tied).toEqual([...given].sort().reverse());
  });

  it('filters by person (gave, received or celebrated), recipient, team (its current members) and value', async () => {
    const owner = await admin(t);
    const [kai, lani, noa, ex] = await members(owner, 4);
    const care = await value(owner, 'Care');
    const grit = await value(owner, 'Grit');
    const crew = await team(owner, 'Crew', [], [lani!, ex!]);
    const a = await give(kai!, [lani!], { valueId: care });
    const b = await give(lani!, [noa!], { valueId: grit });
    const c = await give(owner, [noa!, ex!], { valueId: care });
    const d = await give(noa!, [kai!], { valueId: grit });
    const party = await celebrate(owner, lani!, { kind: 'anniversary', years: 3 });
    // Ex leaves the team: what they received no longer counts for it.
    expect(
      (
        await t.request('DELETE', `/api/teams/${crew}/members/${idOf(ex!)}`, undefined, {
          token: owner.token,
        })
      ).status,
    ).toBe(204);
    const ids = async (query: string) =>
      (await api.feed(kai!.token, query)).body.items.map((post) => post.id);
    expect(await ids('')).toEqual([party, d.id, c.id, b.id, a.id]);
    expect(await ids(`?personId=${idOf(lani!)}`)).toEqual([party, b.id, a.id]);
    expect(await ids(`?personId=${idOf(kai!)}`)).toEqual([d.id, a.id]);
    expect(await ids(`?recipientId=${idOf(noa!)}`)).toEqual([c.id, b.id]);
    expect(await ids(`?recipientId=${idOf(lani!)}`)).toEqual([party, a.id]);
    expect(await ids(`?teamId=${crew}`)).toEqual([party, a.id]);
    expect(await ids(`?valueId=${care}`)).toEqual([c.id, a.id]);
    expect(await ids(`?valueId=${grit}&recipientId=${idOf(kai!)}`)).toEqual([d.id]);
    expect(await walk(kai!.token, `&valueId=${care}`, 1)).toEqual([c.id, a.id]);
    expect(await ids(`?personId=${idOf(ex!)}&teamId=${crew}`)).toEqual([]);
  });

  it('never shows another company’s posts, whatever the filters name', async () => {
    const owner = await admin(t);
    const [kai] = await members(owner, 1);
    const stranger = await admin(t, 'Strangers');
    const [outsider] = await members(stranger, 1);
    const candor = await value(stranger, 'Candor');
    const theirs = await team(stranger, 'Their crew', [], [outsider!]);
    const foreign = await give(stranger, [outsider!], { valueId: candor });
    const own = await give(owner, [kai!]);
    expect((await api.feed(owner.token)).body.items.map((post) => post.id)).toEqual([own.id]);
    for (const query of [
      `?personId=${idOf(outsider!)}`,
      `?recipientId=${idOf(outsider!)}`,
      `?teamId=${theirs}`,
      `?valueId=${candor}`,
    ]) {
      expect((await api.feed(owner.token, query)).body, query).toEqual({ items: [], nextCursor: null });
    }
    // A cursor is a position the server wrote, never a post's id: theirs is no cursor, nor is ours.
    for (const id of [foreign.id, own.id]) {
      const response = await api.feed(owner.token, `?cursor=${id}`);
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(m.cursorInvalid);
    }
    expect((await api.feed(stranger.token)).body.items.map((post) => post.id)).toEqual([foreign.id]);
  });

  it('leaves out the celebration of a goal that has become private; names a nameless person null', async () => {
    const owner = await admin(t);
    const [kai] = await members(owner, 1);
    const created = await t.request<{ goal: { id: string } }>('POST', '/api/goals', goalBody(), {
      token: kai!.token,
    });
    const goalId = created.body.goal.id;
    const party = await celebrate(owner, kai!, { kind: 'goal_closed', goalId, title: 'Catch more waves' });
    expect((await api.feed(kai!.token)).body.items).toEqual([
      expect.objectContaining({
        id: party,
        kind: 'goal_closed',
        sender: null,
        message: null,
        goal: { id: goalId, title: 'Catch more waves', progress: 0.8 },
        recipients: [{ id: idOf(kai!), fullName: 'Mo Member' }],
      }),
    ]);
    await t.db.update(goals).set({ visibility: 'private' }).where(eq(goals.id, goalId));
    expect((await api.feed(kai!.token)).body.items).toEqual([]);
    expect((await api.feed(owner.token)).body.items).toEqual([]);
    expectError(await api.react(kai!.token, party, 'tada'), 404, 'not_found', m.kudosNotFound);

    await t.db
      .update(profiles)
      .set({ fullName: null })
      .where(eq(profiles.id, idOf(kai!)));
    const post = await give(owner, [kai!]);
    expect(post.recipients).toEqual([{ id: idOf(kai!), fullName: null }]);
  });

  it('refuses a bad limit, cursor or filter with the rule’s message', async () => {
    const owner = await admin(t);
    const refusals: [string, string][] = [
      ['?limit=0', m.limitInvalid],
      ['?limit=101', m.limitInvalid],
      ['?limit=2.5', m.limitInvalid],
      ['?cursor=nope', m.cursorInvalid],
      ['?personId=me', m.personInvalid],
      ['?recipientId=1', m.personInvalid],
      ['?teamId=crew', m.teamInvalid],
      ['?valueId=care', m.valueInvalid],
    ];
    for (const [query, message] of refusals) {
      expectError(await api.feed(owner.token, query), 400, 'validation_failed', message);
    }
  });

  it('reads a page in one statement, whatever it holds', async () => {
    const owner = await admin(t);
    const people = await members(owner, 3);
    const care = await value(owner, 'Care');
    for (let i = 0; i < 5; i++) {
      const post = await give(owner, people, { valueId: care });
      for (const person of people) await api.react(person.token, post.id, i % 2 ? 'clap' : 'rocket');
    }
    for (const query of ['', `?personId=${idOf(people[0]!)}&valueId=${care}&limit=2`]) {
      statements.length = 0;
      const response = await api.feed(people[1]!.token, query);
      expect(response.status).toBe(200);
      expect(response.body.items.length).toBeGreaterThan(1);
      // The session's statement, then the page's.
      expect(statements, query).toHaveLength(2);
    }
  });
});

describe('reactions', () => {
  it('counts each person once per emoji, in the fixed order, with the caller’s own and the first names', async () => {
    const owner = await admin(t);
    const [kai, lani] = await members(owner, 2);
    await rename(kai!, 'Kai Kahale');
    await rename(lani!, 'Lani Makoa');
    const post = await give(owner, [kai!]);
    expect((await api.react(kai!.token, post.id, 'rocket')).body.reactions).toEqual([
      { emoji: 'rocket', count: 1, reacted: true, names: ['Kai Kahale'] },
    ]);
    // By name or as the emoji (with or without its variation selector): the same reaction.
    for (const emoji of ['clap', 'clap', encodeURIComponent('👏')]) {
      expect((await api.react(lani!.token, post.id, emoji)).status).toBe(200);
    }
    expect((await api.react(kai!.token, post.id, encodeURIComponent('❤'))).status).toBe(200);
    const reactions = (await api.react(kai!.token, post.id, 'clap')).body.reactions;
    expect(reactions).toEqual([
      { emoji: 'clap', count: 2, reacted: true, names: ['Lani Makoa', 'Kai Kahale'] },
      { emoji: 'heart', count: 1, reacted: true, names: ['Kai Kahale'] },
      { emoji: 'rocket', count: 1, reacted: true, names: ['Kai Kahale'] },
    ]);
    const seenByOwner = (await api.feed(owner.token)).body.items[0]!.reactions;
    expect(seenByOwner).toEqual(reactions.map((reaction) => ({ ...reaction, reacted: false })));
    expect((await api.feed(kai!.token)).body.items[0]!.reactions).toEqual(reactions);

    // Taking back twice is no error; the last one gone, the emoji goes.
    for (let i = 0; i < 2; i++) {
      expect((await api.unreact(kai!.token, post.id, 'rocket')).body.reactions).toEqual([
        reactions[0],
        reactions[1],
      ]);
    }
    expect((await api.unreact(kai!.token, post.id, encodeURIComponent('❤️'))).status).toBe(200);
    expect((await api.unreact(lani!.token, post.id, 'clap')).body.reactions).toEqual([
      { emoji: 'clap', count: 1, reacted: false, names: ['Kai Kahale'] },
    ]);
    const rows = await t.db.select().from(kudosReactions).where(eq(kudosReactions.kudosId, post.id));
    expect(rows.map((row) => [row.userId, row.emoji])).toEqual([[idOf(kai!), 'clap']]);
  });

  it(`names the first ${REACTION_NAMES_SHOWN} who reacted, oldest first, and counts everyone`, async () => {
    const owner = await admin(t);
    const people = await members(owner, REACTION_NAMES_SHOWN + 2);
    for (const [i, person] of people.entries()) await rename(person, `Surfer ${String(i).padStart(2, '0')}`);
    const post = await give(owner, [people[0]!]);
    let answer;
    for (const person of people) answer = await api.react(person.token, post.id, 'tada');
    expect(answer!.body.reactions).toEqual([
      {
        emoji: 'tada',
        count: REACTION_NAMES_SHOWN + 2,
        reacted: true,
        names: people.slice(0, REACTION_NAMES_SHOWN).map((_, i) => `Surfer ${String(i).padStart(2, '0')}`),
      },
    ]);
  });

  it('refuses an unknown emoji with 400, and a post that is not one, or another company’s, with 404', async () => {
    const owner = await admin(t);
    const [kai] = await members(owner, 1);
    const post = await give(owner, [kai!]);
    const stranger = await admin(t, 'Strangers');
    for (const emoji of ['thumbsup', encodeURIComponent('👍'), 'CLAP', '%20']) {
      expectError(await api.react(kai!.token, post.id, emoji), 400, 'validation_failed', m.reactionInvalid);
      expectError(await api.unreact(kai!.token, post.id, emoji), 400, 'validation_failed', m.reactionInvalid);
    }
    for (const [token, id] of [
      [stranger.token, post.id],
      [kai!.token, 'not-a-uuid'],
      [kai!.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectError(await api.react(token, id, 'clap'), 404, 'not_found', m.kudosNotFound);
      expectError(await api.unreact(token, id, 'clap'), 404, 'not_found', m.kudosNotFound);
    }
    expect(await t.db.select().from(kudosReactions).where(eq(kudosReactions.kudosId, post.id))).toEqual([]);
  });

  it('ends 20 people’s parallel toggles with a count equal to the rows and to the feed’s', async () => {
    const owner = await admin(t);
    const people = await members(owner, 20);
    const post = await give(owner, [people[0]!]);
    // Each person reacts; every other one takes it back at once; all twenty at the same time.
    const outcomes = await Promise.all(
      people.map(async (person, i) => {
        const added = await api.react(person.token, post.id, 'heart');
        const again = await api.react(person.token, post.id, 'heart');
        const removed = i % 2 ? await api.unreact(person.token, post.id, 'heart') : undefined;
        return [added.status, again.status, removed?.status ?? 200];
      }),
    );
    expect(outcomes.flat().every((status) => status === 200)).toBe(true);
    const rows = await t.db
      .select()
      .from(kudosReactions)
      .where(and(eq(kudosReactions.kudosId, post.id), eq(kudosReactions.emoji, 'heart')));
    expect(rows).toHaveLength(10);
    const [shown] = (await api.feed(owner.token)).body.items;
    expect(shown!.reactions).toEqual([
      { emoji: 'heart', count: rows.length, reacted: false, names: expect.any(Array) },
    ]);
    expect(shown!.reactions[0]!.names).toHaveLength(REACTION_NAMES_SHOWN);
  });
});
