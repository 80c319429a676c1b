import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../../tests/setup/fixtures';
import { idOf } from '../../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../../tests/setup/test-app';
import { HELP_ANSWER_MAX, HELP_SKILLS_MAX, HELP_TAGS_MAX } from '../../../shared/collaboration-messages';
import type { HelpRequest, HelpRequestSummary } from '../../../shared/contract/help';
import type { Notification } from '../../../shared/contract/notifications';
import { HELP_OPEN_REQUESTS_MAX, helpMessages as m, skillKey } from '../../../shared/help-messages';
import { helpAnswers, helpRequests, helpSkills, profiles } from '../../db/schema';

const t = await createTestApp();

type Who = { token: string; session: { user: { id: string } } };
type Page = { items: HelpRequestSummary[]; nextCursor: string | null };

const ask = (who: Who, body: Record<string, unknown>) =>
  t.request<{ request: HelpRequest }>('POST', '/api/help/requests', body, { token: who.token });
const board = (who: Who, query = '') =>
  t.request<Page>('GET', `/api/help/requests${query}`, undefined, { token: who.token });
const read = (who: Who, id: string) =>
  t.request<{ request: HelpRequest }>('GET', `/api/help/requests/${id}`, undefined, { token: who.token });
const answer = (who: Who, id: string, body: string) =>
  t.request<{ request: HelpRequest }>(
    'POST',
    `/api/help/requests/${id}/answers`,
    { body },
    { token: who.token },
  );
const offer = (who: Who, skills: unknown) =>
  t.request<{ skills: string[] }>('PUT', '/api/help/skills', { skills }, { token: who.token });
const name = (who: Who, fullName: string) =>
  t.db
    .update(profiles)
    .set({ fullName })
    .where(eq(profiles.id, idOf(who)));

describe('a skill’s key', () => {
  it('is lower case, accents removed, trimmed, spaces collapsed', () => {
    expect(skillKey('  Postgrés   SQL ')).toBe('postgres sql');
    expect(skillKey('ÉLAN')).toBe('elan');
    expect(skillKey('Noël')).toBe(skillKey('noel'));
  });
});

describe('offered skills', () => {
  it('are the caller’s list, replaced whole, kept once by their key, in the order written', async () => {
    const owner = await admin(t);
    const put = await offer(owner, ['Postgres', ' Kite  surfing ', 'postgrés', 'Hiring']);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.skills).toEqual(['Postgres', 'Kite surfing', 'Hiring']);
    const rows = await t.db
      .select()
      .from(helpSkills)
      .where(eq(helpSkills.userId, idOf(owner)));
    expect(rows.map((row) => row.key).sort()).toEqual(['hiring', 'kite surfing', 'postgres']);
    const got = await t.request<{ skills: string[] }>('GET', '/api/help/skills', undefined, {
      token: owner.token,
    });
    expect(got.body.skills).toEqual(['Postgres', 'Kite surfing', 'Hiring']);
    expect((await offer(owner, [])).body.skills).toEqual([]);
  });

  it('refuse too many, an empty or too long one, with the card’s words, and change nothing', async () => {
    const owner = await admin(t);
    await offer(owner, ['Postgres']);
    const cases: [unknown, string][] = [
      [Array.from({ length: HELP_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`), m.skillsTooMany],
      [['  '], m.skillRequired],
      [['x'.repeat(41)], m.skillTooLong],
      ['Postgres', m.skillsInvalid],
    ];
    for (const [skills, message] of cases) {
      const response = await offer(owner, skills);
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    const rows = await t.db
      .select()
      .from(helpSkills)
      .where(eq(helpSkills.userId, idOf(owner)));
    expect(rows.map((row) => row.skill)).toEqual(['Postgres']);
  });
});

describe('the board', () => {
  it('takes a request, lists it open with its tags, finds it by a tag case and accents aside', async () => {
    const owner = await admin(t);
    const made = await ask(owner, {
      title: '  Slow query on the reports page ',
      details: 'It takes 9 seconds.\r\nAny idea?',
      tags: ['Postgres', 'Performance', 'postgres'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.request).toMatchObject({
      title: 'Slow query on the reports page',
      details: 'It takes 9 seconds.\nAny idea?',
      tags: ['Postgres', 'Performance'],
      state: 'open',
      solvedAt: null,
      answers: 0,
      isAuthor: true,
      canDelete: true,
      answerList: [],
    });
    await ask(owner, { title: 'Where is the style guide?' });
    const all = await board(owner);
    expect(all.body.items.map((item) => item.title)).toEqual([
      'Where is the style guide?',
      'Slow query on the reports page',
    ]);
    const tagged = await board(owner, '?tag=POSTGRÉS');
    expect(tagged.body.items.map((item) => item.title)).toEqual(['Slow query on the reports page']);
    const paged = await board(owner, '?limit=1');
    expect(paged.body.items).toHaveLength(1);
    const next = await board(owner, `?limit=1&cursor=${paged.body.nextCursor}`);
    expect(next.body.items.map((item) => item.title)).toEqual(['Slow query on the reports page']);
    expect(next.body.nextCursor).toBeNull();
  });

  it('refuses a request without a title or with too many tags, and keeps nothing', async () => {
    const owner = await admin(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, m.titleRequired],
      [{ title: 'x'.repeat(151) }, m.titleTooLong],
      [{ title: 'Fine', tags: Array.from({ length: HELP_TAGS_MAX + 1 }, (_, i) => `t${i}`) }, m.tagsTooMany],
      [{ title: 'Fine', tags: ['x'.repeat(41)] }, m.tagTooLong],
      [{ title: 'Fine', tags: 'postgres' }, m.tagsInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await ask(owner, body);
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    const rows = await t.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.authorId, idOf(owner)));
    expect(rows).toHaveLength(0);
  });

  it('is the company’s: another company’s request is not found, and not on its board', async () => {
    const owner = await admin(t);
    const made = await ask(owner, { title: 'Ours' });
    const other = await admin(t, 'Other Waves');
    expect((await read(other, made.body.request.id)).status).toBe(404);
    expect((await answer(other, made.body.request.id, 'Hi')).status).toBe(404);
    expect((await board(other)).body.items).toEqual([]);
  });

  it('closes a request when solved by its author, or 30 days after it was opened', async () => {
    const owner = await admin(t);
    const colleague = await member(t, owner);
    const made = await ask(owner, { title: 'Solve me' });
    const id = made.body.request.id;
    const notMine = await t.request('POST', `/api/help/requests/${id}/solve`, undefined, {
      token: colleague.token,
    });
    expect(notMine.status).toBe(403);
    expect(errorOf(notMine).message).toBe(m.notAuthor);
    const solved = await t.request<{ request: HelpRequest }>(
      'POST',
      `/api/help/requests/${id}/solve`,
      undefined,
      {
        token: owner.token,
      },
    );
    expect(solved.body.request.state).toBe('closed');
    expect(solved.body.request.solvedAt).not.toBeNull();
    const late = await answer(colleague, id, 'Too late');
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('help_request_closed');

    const old = await ask(owner, { title: 'Old one' });
    await t.db
      .update(helpRequests)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(helpRequests.id, old.body.request.id));
    const open = await board(owner);
    expect(open.body.items.map((item) => item.title)).toEqual([]);
    const closed = await board(owner, '?state=closed');
    expect(closed.body.items.map((item) => item.title)).toEqual(['Solve me', 'Old one']);
  });

  it('keeps a person to a bounded number of open requests', async () => {
    const owner = await admin(t);
    for (let n = 0; n < HELP_OPEN_REQUESTS_MAX; n++)
      expect((await ask(owner, { title: `Request ${n}` })).status).toBe(201);
    const over = await ask(owner, { title: 'One more' });
    expect(over.status).toBe(409);
    expect(errorOf(over).message).toBe(m.openLimit);
  });

  it('is deleted by its author or an admin, with its answers; not by another member', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const made = await ask(ana, { title: 'Delete me' });
    const id = made.body.request.id;
    await answer(ben, id, 'An answer');
    const refused = await t.request('DELETE', `/api/help/requests/${id}`, undefined, { token: ben.token });
    expect(refused.status).toBe(403);
    const byAdmin = await t.request('DELETE', `/api/help/requests/${id}`, undefined, { token: owner.token });
    expect(byAdmin.status).toBe(204);
    expect(await t.db.select().from(helpAnswers).where(eq(helpAnswers.requestId, id))).toEqual([]);
    expect((await read(ana, id)).status).toBe(404);
  });
});

describe('answers', () => {
  it('are listed oldest first, counted on the board, and tell the asker (not for their own)', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    await name(ana, 'Ana Answer');
    const made = await ask(owner, { title: 'Need a reviewer' });
    const id = made.body.request.id;
    const first = await answer(ana, id, '  I can look at it  ');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await answer(owner, id, 'Thanks!');
    const whole = await read(ana, id);
    expect(whole.body.request.answerList.map((a) => [a.body, a.author.fullName])).toEqual([
      ['I can look at it', 'Ana Answer'],
      ['Thanks!', 'Ada Admin'],
    ]);
    expect(whole.body.request.isAuthor).toBe(false);
    expect(whole.body.request.canDelete).toBe(false);
    expect((await board(owner)).body.items[0]?.answers).toBe(2);

    const told = await t.request<{ items: Notification[] }>('GET', '/api/notifications', undefined, {
      token: owner.token,
    });
    const helpNotes = told.body.items.filter((n) => n.kind === 'help_answered');
    expect(helpNotes).toHaveLength(1);
    expect(helpNotes[0]?.data).toEqual({
      requestId: id,
      title: 'Need a reviewer',
      authorName: 'Ana Answer',
    });

    const empty = await answer(ana, id, '   ');
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe(m.answerRequired);
  });
});

describe('suggestions', () => {
  it('name up to five current members who offer a tag or were thanked for it, each with why', async () => {
    const owner = await admin(t);
    const asker = await member(t, owner);
    const offers = await member(t, owner);
    const thanked = await member(t, owner);
    const valued = await member(t, owner);
    const unrelated = await member(t, owner);
    await name(offers, 'Olga Offers');
    await name(thanked, 'Theo Thanked');
    await name(valued, 'Vera Valued');
    await name(unrelated, 'Uma Unrelated');
    await offer(offers, ['PostgreSQL tuning', 'Postgrés']);
    await offer(asker, ['Postgres']);
    await offer(unrelated, ['Design']);
    const kudos = await t.request(
      'POST',
      '/api/kudos',
      { recipientIds: [idOf(thanked)], message: 'Thanks for the POSTGRES rescue!' },
      { token: owner.token },
    );
    expect(kudos.status, JSON.stringify(kudos.body)).toBe(201);
    // A word inside another word is not the tag: "postgresql" is not "postgres".
    await t.request(
      'POST',
      '/api/kudos',
      { recipientIds: [idOf(unrelated)], message: 'postgresql wizardry' },
      { token: owner.token },
    );
    const value = await t.request<{ value: { id: string } }>(
      'POST',
      '/api/values',
      { name: 'Postgres' },
      { token: owner.token },
    );
    expect(value.status, JSON.stringify(value.body)).toBe(201);
    await t.request(
      'POST',
      '/api/kudos',
      { recipientIds: [idOf(valued)], message: 'Well done', valueId: value.body.value.id },
      { token: owner.token },
    );

    const made = await ask(asker, { title: 'Index advice', tags: ['postgres', 'Indexes'] });
    const suggestions = made.body.request.suggestions;
    expect(suggestions).toEqual([
      { person: { id: idOf(offers), fullName: 'Olga Offers' }, reasons: ['offers Postgrés'] },
      { person: { id: idOf(thanked), fullName: 'Theo Thanked' }, reasons: ['thanked for postgres'] },
      { person: { id: idOf(valued), fullName: 'Vera Valued' }, reasons: ['thanked for postgres'] },
    ]);
    // The asker, though they offer it, is never suggested to themself.
    expect(suggestions.map((s) => s.person.id)).not.toContain(idOf(asker));

    // Someone who left the company is no longer suggested.
    const left = await t.request('POST', '/api/people/me/leave', undefined, { token: offers.token });
    expect(left.status, JSON.stringify(left.body)).toBeLessThan(300);
    const again = await read(asker, made.body.request.id);
    expect(again.body.request.suggestions.map((s) => s.person.id)).toEqual([idOf(thanked), idOf(valued)]);
  });

  it('are none for a request without tags', async () => {
    const owner = await admin(t);
    const made = await ask(owner, { title: 'No tags' });
    expect(made.body.request.suggestions).toEqual([]);
  });
});

describe('an answer, edited or deleted', () => {
  const edit = (who: Who, id: string, answerId: string, body: unknown) =>
    t.request<{ request: HelpRequest }>(
      'PUT',
      `/api/help/requests/${id}/answers/${answerId}`,
      { body },
      { token: who.token },
    );
  const remove = (who: Who, id: string, answerId: string) =>
    t.request('DELETE', `/api/help/requests/${id}/answers/${answerId}`, undefined, { token: who.token });
  const answerRow = async (answerId: string) =>
    (await t.db.select().from(helpAnswers).where(eq(helpAnswers.id, answerId)))[0];

  /** A request of `asker`'s, answered by `by`: its id and the answer's. */
  async function answered(asker: Who, by: Who, body = 'Add an index') {
    const made = await ask(asker, { title: 'Slow query' });
    const id = made.body.request.id;
    const posted = await answer(by, id, body);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const answerId = posted.body.request.answerList.at(-1)!.id;
    return { id, answerId };
  }

  it('is rewritten by its author, with the posting’s rules, and then shows as edited', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const { id, answerId } = await answered(owner, ana);
    const before = await read(ana, id);
    expect(before.body.request.answerList[0]).toMatchObject({
      body: 'Add an index',
      editedAt: null,
      isAuthor: true,
      canDelete: true,
    });

    // The same text again is no edit.
    const same = await edit(ana, id, answerId, 'Add an index');
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.request.answerList[0]?.editedAt).toBeNull();

    const edited = await edit(ana, id, answerId, '  Add an index\r\non reports.created_at  ');
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [item] = edited.body.request.answerList;
    expect(item).toMatchObject({ id: answerId, body: 'Add an index\non reports.created_at', isAuthor: true });
    expect(item?.editedAt).not.toBeNull();
    expect(Date.parse(item!.editedAt!)).toBeGreaterThanOrEqual(Date.parse(item!.createdAt));
    expect(edited.body.request.answers).toBe(1);
    // The asker reads it as edited, and may not rewrite it.
    const asRead = await read(owner, id);
    expect(asRead.body.request.answerList[0]).toMatchObject({
      body: 'Add an index\non reports.created_at',
      editedAt: item?.editedAt,
      isAuthor: false,
      canDelete: true,
    });
  });

  it('is not rewritten by anyone else, an admin or the asker included, and stays as it was', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const { id, answerId } = await answered(ana, ben);
    for (const who of [ana, owner]) {
      const refused = await edit(who, id, answerId, 'Not my words');
      expect(refused.status).toBe(403);
      expect(errorOf(refused)).toEqual({ code: 'forbidden', message: m.notAnswerAuthor });
    }
    expect(await answerRow(answerId)).toMatchObject({ body: 'Add an index', editedAt: null });
  });

  it('is not rewritten once its request is closed', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const { id, answerId } = await answered(owner, ana);
    const solved = await t.request('POST', `/api/help/requests/${id}/solve`, undefined, {
      token: owner.token,
    });
    expect(solved.status).toBe(200);
    const late = await edit(ana, id, answerId, 'Second thoughts');
    expect(late.status).toBe(409);
    expect(errorOf(late)).toEqual({ code: 'help_request_closed', message: m.requestClosed });

    // Closed by its 30 days, likewise.
    const old = await answered(owner, ana);
    await t.db
      .update(helpRequests)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(helpRequests.id, old.id));
    expect((await edit(ana, old.id, old.answerId, 'Second thoughts')).status).toBe(409);
    expect((await answerRow(answerId))?.body).toBe('Add an index');
    expect((await answerRow(old.answerId))?.body).toBe('Add an index');
  });

  it('refuses a blank, too long or misshapen text with the form’s words, and changes nothing', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const { id, answerId } = await answered(owner, ana);
    const cases: [unknown, string][] = [
      ['   ', m.answerRequired],
      ['x'.repeat(HELP_ANSWER_MAX + 1), m.answerTooLong],
      ['Bell\u0007', m.answerControls],
    ];
    for (const [body, message] of cases) {
      const response = await edit(ana, id, answerId, body);
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(await answerRow(answerId)).toMatchObject({ body: 'Add an index', editedAt: null });
  });

  it('is not found from another company, nor under another request, nor when it is no answer', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const { id, answerId } = await answered(owner, ana);
    const other = await admin(t, 'Other Waves');
    const foreignEdit = await edit(other, id, answerId, 'Mine now');
    expect(foreignEdit.status).toBe(404);
    expect(errorOf(foreignEdit)).toEqual({ code: 'not_found', message: m.requestNotFound });
    expect((await remove(other, id, answerId)).status).toBe(404);

    const elsewhere = await ask(owner, { title: 'Another one' });
    const wrongRequest = await edit(ana, elsewhere.body.request.id, answerId, 'Moved');
    expect(wrongRequest.status).toBe(404);
    expect(errorOf(wrongRequest)).toEqual({ code: 'not_found', message: m.answerNotFound });
    const notAnId = await edit(ana, id, 'not-an-id', 'Hi');
    expect(notAnId.status).toBe(404);
    expect(errorOf(notAnId).message).toBe(m.answerNotFound);
    expect(await answerRow(answerId)).toMatchObject({ body: 'Add an index', editedAt: null });
  });

  it('is deleted by its author, open request or closed, and the count follows', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const { id, answerId } = await answered(owner, ana);
    await answer(owner, id, 'Thanks!');
    expect((await board(owner)).body.items.find((item) => item.id === id)?.answers).toBe(2);
    const deleted = await remove(ana, id, answerId);
    expect(deleted.status).toBe(204);
    expect(await answerRow(answerId)).toBeUndefined();
    const after = await read(owner, id);
    expect(after.body.request.answers).toBe(1);
    expect(after.body.request.answerList.map((a) => a.body)).toEqual(['Thanks!']);
    expect((await board(owner)).body.items.find((item) => item.id === id)?.answers).toBe(1);
    expect((await remove(ana, id, answerId)).status).toBe(404);

    const closed = await answered(owner, ana);
    await t.request('POST', `/api/help/requests/${closed.id}/solve`, undefined, { token: owner.token });
    expect((await remove(ana, closed.id, closed.answerId)).status).toBe(204);
  });

  it('is deleted by an admin, but not by another member, the asker included', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const { id, answerId } = await answered(ana, ben);
    const seen = await read(ana, id);
    expect(seen.body.request.answerList[0]).toMatchObject({ isAuthor: false, canDelete: false });
    expect((await read(owner, id)).body.request.answerList[0]).toMatchObject({
      isAuthor: false,
      canDelete: true,
    });
    const refused = await remove(ana, id, answerId);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'forbidden', message: m.answerNotYours });
    expect(await answerRow(answerId)).toBeDefined();
    expect((await remove(owner, id, answerId)).status).toBe(204);
    expect(await answerRow(answerId)).toBeUndefined();
    expect((await read(ana, id)).body.request.answers).toBe(0);
  });
});
