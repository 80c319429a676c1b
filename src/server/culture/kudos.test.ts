import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cultureWorld, idOf, type Owner } from '../../../tests/setup/culture';
import { admin, member, signUp } from '../../../tests/setup/fixtures';
import { expectError } from '../../../tests/setup/goals';
import { kudosBody } from '../../../tests/setup/kudos';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Notification } from '../../shared/contract/notifications';
import { cultureMessages as m, KUDOS_MESSAGE_MAX, KUDOS_PER_DAY } from '../../shared/culture-messages';
import { peopleMessages } from '../../shared/messages';
import { kudos, kudosReactions, kudosRecipients, notifications } from '../db/schema';

const t = await createTestApp();
const { api, give, rename, value, celebrate, age } = cultureWorld(t);

async function kudosCountOf(owner: Owner) {
  return (await t.db.select({ id: kudos.id }).from(kudos).where(eq(kudos.companyId, owner.company.id)))
    .length;
}

async function notificationsOf(token: string) {
  const response = await t.request<{ items: Notification[] }>('GET', '/api/notifications', undefined, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body.items;
}

describe('giving kudos', () => {
  it('recognises colleagues with a message and a value, answering the post as the feed shows it', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const lani = await member(t, owner);
    await rename(kai, 'Kai Kahale');
    await rename(lani, 'Lani Makoa');
    const ownership = await value(owner, 'Ownership');
    const response = await api.give(
      owner.token,
      kudosBody([idOf(lani), idOf(kai)], { message: '  Thanks for the dawn patrol  ', valueId: ownership }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const post = response.body.kudos;
    expect(post).toEqual({
      id: expect.any(String),
      kind: 'kudos',
      sender: { id: idOf(owner), fullName: 'Ada Admin' },
      recipients: [
        { id: idOf(kai), fullName: 'Kai Kahale' },
        { id: idOf(lani), fullName: 'Lani Makoa' },
      ],
      message: 'Thanks for the dawn patrol',
      value: { id: ownership, name: 'Ownership' },
      anniversaryYears: null,
      goal: null,
      reactions: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      canDelete: true,
    });
    expect(Math.abs(Date.parse(post.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await api.feed(owner.token)).body).toEqual({ items: [post], nextCursor: null });
    // The recipients see the same post, which they may not delete.
    expect((await api.feed(kai.token)).body.items).toEqual([{ ...post, canDelete: false }]);
  });

  it('tells each recipient who recognised them and for which value; nobody else', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const lani = await member(t, owner);
    const bystander = await member(t, owner);
    const care = await value(owner, 'Care');
    const post = await give(owner, [kai, lani], { valueId: care });
    for (const person of [kai, lani]) {
      const [latest] = await notificationsOf(person.token);
      expect(latest).toMatchObject({
        kind: 'kudos_received',
        data: { kudosId: post.id, senderName: 'Ada Admin', valueName: 'Care' },
        readAt: null,
      });
    }
    for (const person of [owner, bystander]) {
      expect((await notificationsOf(person.token)).map((item) => item.kind)).not.toContain('kudos_received');
    }
  });

  it('takes no value while the company has none, and requires one as soon as it has', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const stranger = await admin(t, 'Strangers');
    const foreign = await value(stranger, 'Candor');
    expect((await give(owner, [kai])).value).toBeNull();
    expectError(
      await api.give(owner.token, kudosBody([idOf(kai)], { valueId: foreign })),
      404,
      'not_found',
      m.valueNotFound,
    );
    const ownership = await value(owner, 'Ownership');
    for (const body of [kudosBody([idOf(kai)]), kudosBody([idOf(kai)], { valueId: null })]) {
      const refused = await api.give(owner.token, body);
      expectError(refused, 400, 'validation_failed', m.valueRequired);
      expect(errorOf(refused).issues).toEqual([{ path: 'valueId', message: m.valueRequired }]);
    }
    for (const valueId of [foreign, '00000000-0000-4000-8000-000000000000']) {
      expectError(
        await api.give(owner.token, kudosBody([idOf(kai)], { valueId })),
        404,
        'not_found',
        m.valueNotFound,
      );
    }
    expectError(
      await api.give(owner.token, kudosBody([idOf(kai)], { valueId: 'ownership' })),
      400,
      'validation_failed',
      m.valueInvalid,
    );
    expect((await give(owner, [kai], { valueId: ownership })).value).toEqual({
      id: ownership,
      name: 'Ownership',
    });
    expect(await kudosCountOf(owner)).toBe(2);
  });

  it('refuses the sender, a seventh recipient, a repeated one and anyone not of the company', async () => {
    const owner = await admin(t);
    const team = [];
    for (let i = 0; i < 7; i++) team.push(idOf(await member(t, owner)));
    const stranger = await admin(t, 'Strangers');
    const outsider = await member(t, stranger);
    const loner = await signUp(t);
    const leaver = await member(t, owner);
    expect((await t.request('POST', '/api/people/me/leave', undefined, { token: leaver.token })).status).toBe(
      204,
    );
    const refusals: [unknown, string][] = [
      [[idOf(owner)], m.recipientIsSelf],
      [[team[0], idOf(owner)], m.recipientIsSelf],
      [team, m.tooManyRecipients],
      [[], m.recipientsRequired],
      ['everyone', m.recipientsRequired],
      [[team[0], team[0]], m.recipientRepeated],
      [[team[0], idOf(outsider)], m.recipientInvalid],
      [[idOf(stranger)], m.recipientInvalid],
      [[idOf(loner)], m.recipientInvalid],
      [[idOf(leaver)], m.recipientInvalid],
      [['00000000-0000-4000-8000-000000000000'], m.recipientInvalid],
      [['not-a-person'], m.recipientInvalid],
    ];
    for (const [recipientIds, message] of refusals) {
      const response = await api.give(owner.token, { ...kudosBody([]), recipientIds });
      expectError(response, 400, 'validation_failed', message);
    }
    expect(await kudosCountOf(owner)).toBe(0);
    expect(await t.db.select().from(kudosRecipients).where(inArray(kudosRecipients.userId, team))).toEqual(
      [],
    );
  });

  it('refuses a blank, too long or control-laden message; takes exactly 500 characters', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const refusals: [unknown, string][] = [
      [undefined, m.messageRequired],
      ['', m.messageRequired],
      [' \n\t ', m.messageRequired],
      ['\u200b\u2800', m.messageRequired],
      [42, m.messageRequired],
      ['x'.repeat(KUDOS_MESSAGE_MAX + 1), m.messageTooLong],
      ['Thanks\u0007', m.messageControls],
      ['Thanks\u0000', m.messageControls],
      ['Thanks \u202eevil', m.messageControls],
    ];
    for (const [message, expected] of refusals) {
      expectError(
        await api.give(owner.token, { recipientIds: [idOf(kai)], message }),
        400,
        'validation_failed',
        expected,
      );
    }
    expect(await kudosCountOf(owner)).toBe(0);
    const longest = 'x'.repeat(KUDOS_MESSAGE_MAX);
    expect((await give(owner, [kai], { message: longest })).message).toBe(longest);
  });

  it('keeps Unicode exactly (in NFC): emoji sequences, right-to-left text, astral characters, combining marks', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const messages: [string, string][] = [
      ['👩‍👩‍👧‍👦 family day 🏄🏽‍♀️ and 🏳️‍🌈', '👩‍👩‍👧‍👦 family day 🏄🏽‍♀️ and 🏳️‍🌈'],
      ['شكرا جزيلا على المساعدة', 'شكرا جزيلا على المساعدة'],
      ['תודה רבה, Kai!', 'תודה רבה, Kai!'],
      ['𝒜𝓌𝑒𝓈𝑜𝓂𝑒 𠜎𠜱 🀄', '𝒜𝓌𝑒𝓈𝑜𝓂𝑒 𠜎𠜱 🀄'],
      ['Cafe\u0301 and n\u0303', 'Caf\u00e9 and \u00f1'],
      ['Line one\r\nLine two', 'Line one\nLine two'],
    ];
    for (const [sent, kept] of messages) {
      const post = await give(owner, [kai], { message: sent });
      expect(post.message).toBe(kept);
      const [row] = await t.db.select({ message: kudos.message }).from(kudos).where(eq(kudos.id, post.id));
      expect(row?.message).toBe(kept);
    }
    const feed = (await api.feed(kai.token)).body.items.map((post) => post.message);
    expect(feed).toEqual(messages.map(([, kept]) => kept).reverse());
  });

  it('stores and answers markup and links as the same plain text', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const message = '<script>alert("x")</script> <b>bold</b> see https://example.com/?a=1&b=<2> & "quotes"';
    const response = await api.give(owner.token, kudosBody([idOf(kai)], { message }));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.kudos.message).toBe(message);
    const [row] = await t.db
      .select({ message: kudos.message })
      .from(kudos)
      .where(eq(kudos.id, response.body.kudos.id));
    expect(row?.message).toBe(message);
    expect((await api.feed(kai.token)).body.items[0]?.message).toBe(message);
  });

  it('refuses someone without a company with 403 on every endpoint', async () => {
    const loner = await signUp(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await api.feed(loner.token),
      await api.give(loner.token, kudosBody([id])),
      await api.remove(loner.token, id),
      await api.react(loner.token, id, 'clap'),
      await api.unreact(loner.token, id, 'clap'),
      await api.wall(loner.token),
      await api.metrics(loner.token),
    ]) {
      expectError(response, 403, 'forbidden', peopleMessages.noCompany);
    }
  });
});

describe('deleting kudos', () => {
  it('lets the sender and admins delete kudos, with their recipients and reactions; others get 403', async () => {
    const owner = await admin(t);
    const sender = await member(t, owner);
    const kai = await member(t, owner);
    const bystander = await member(t, owner);
    const first = await give(sender, [kai]);
    const second = await give(sender, [kai]);
    expect((await api.react(kai.token, first.id, 'clap')).status).toBe(200);
    for (const person of [kai, bystander]) {
      expectError(await api.remove(person.token, first.id), 403, 'forbidden', m.cannotDelete);
    }
    expect((await api.remove(sender.token, first.id)).status).toBe(204);
    expect((await api.remove(owner.token, second.id)).status).toBe(204);
    expect(await kudosCountOf(owner)).toBe(0);
    const ids = [first.id, second.id];
    expect(await t.db.select().from(kudosRecipients).where(inArray(kudosRecipients.kudosId, ids))).toEqual(
      [],
    );
    expect(await t.db.select().from(kudosReactions).where(inArray(kudosReactions.kudosId, ids))).toEqual([]);
    expectError(await api.remove(sender.token, first.id), 404, 'not_found', m.kudosNotFound);
  });

  it('takes back the kudos’ notifications, read or not, whoever deletes it; others stay', async () => {
    const owner = await admin(t);
    const sender = await member(t, owner);
    const kai = await member(t, owner);
    const lena = await member(t, owner);
    const byTheSender = await give(sender, [kai, lena]);
    const byAnAdmin = await give(sender, [kai]);
    const kept = await give(sender, [kai]);
    const kaiReads = await t.request('POST', '/api/notifications/read', { all: true }, { token: kai.token });
    expect(kaiReads.status).toBe(200);
    expect((await api.remove(sender.token, byTheSender.id)).status).toBe(204);
    expect((await api.remove(owner.token, byAnAdmin.id)).status).toBe(204);
    const kudosOf = async (token: string) =>
      (await notificationsOf(token)).flatMap((item) =>
        item.kind === 'kudos_received' ? [item.data.kudosId] : [],
      );
    expect(await kudosOf(kai.token)).toEqual([kept.id]);
    expect(await kudosOf(lena.token)).toEqual([]);
  });

  it('answers another company’s kudos, and an id that is not one, with 404', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const post = await give(owner, [kai]);
    const stranger = await admin(t, 'Strangers');
    for (const id of [post.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expectError(await api.remove(stranger.token, id), 404, 'not_found', m.kudosNotFound);
    }
    expect(await kudosCountOf(owner)).toBe(1);
  });

  it('lets admins alone delete a celebration, even the celebrated cannot', async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const celebration = await celebrate(owner, kai, { kind: 'anniversary', years: 2 });
    const [post] = (await api.feed(kai.token)).body.items;
    expect(post).toMatchObject({
      id: celebration,
      kind: 'anniversary',
      sender: null,
      message: null,
      value: null,
      anniversaryYears: 2,
      recipients: [{ id: idOf(kai), fullName: 'Mo Member' }],
      canDelete: false,
    });
    expect((await api.feed(owner.token)).body.items[0]?.canDelete).toBe(true);
    expectError(await api.remove(kai.token, celebration), 403, 'forbidden', m.cannotDelete);
    expect((await api.remove(owner.token, celebration)).status).toBe(204);
    expect(await kudosCountOf(owner)).toBe(0);
  });
});

describe('the daily limit', () => {
  it(`refuses the ${KUDOS_PER_DAY + 1}st kudos in 24 hours with 429 and Retry-After until the oldest is a day old`, async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const given = [];
    for (let i = 0; i < KUDOS_PER_DAY; i++) given.push(await give(owner, [kai]));
    const refused = await api.give(owner.token, kudosBody([idOf(kai)]));
    expectError(refused, 429, 'rate_limited', m.tooManyToday);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // The oldest given 23 hours ago: an hour to wait.
    await age(given[0]!.id, 23);
    const later = await api.give(owner.token, kudosBody([idOf(kai)]));
    expectError(later, 429, 'rate_limited');
    expect(Math.abs(Number(later.headers.get('retry-after')) - 3600)).toBeLessThan(120);
    // A day and a minute ago: out of the window, one more may go.
    await age(given[0]!.id, 24 + 1 / 60);
    await give(owner, [kai]);
    expectError(await api.give(owner.token, kudosBody([idOf(kai)])), 429, 'rate_limited');
    // Someone else's limit is their own; celebrations count for no one.
    await celebrate(owner, kai, { kind: 'anniversary', years: 1 });
    for (let i = 0; i < 3; i++) await give(kai, [owner]);
    expect(await kudosCountOf(owner)).toBe(KUDOS_PER_DAY + 1 + 1 + 3);
  });

  it('counts deleted kudos: giving and deleting gives nothing back, and the recipient keeps no notice', async () => {
    const owner = await admin(t);
    const sender = await member(t, owner);
    const kai = await member(t, owner);
    for (let i = 0; i < KUDOS_PER_DAY; i++) {
      const post = await give(sender, [kai]);
      // Half deleted by their sender, half by an admin.
      expect((await api.remove(i % 2 ? owner.token : sender.token, post.id)).status).toBe(204);
    }
    const refused = await api.give(sender.token, kudosBody([idOf(kai)]));
    expectError(refused, 429, 'rate_limited', m.tooManyToday);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(24 * 3600 - 120);
    expect(await kudosCountOf(owner)).toBe(0);
    expect((await notificationsOf(kai.token)).filter((item) => item.kind === 'kudos_received')).toEqual([]);
  });

  it(`lets exactly ${KUDOS_PER_DAY} of 30 parallel give-then-delete rounds land`, async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const rounds = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const given = await api.give(owner.token, kudosBody([idOf(kai)]));
        if (given.status === 201)
          expect((await api.remove(owner.token, given.body.kudos.id)).status).toBe(204);
        return given.status;
      }),
    );
    expect(rounds.filter((status) => status === 201)).toHaveLength(KUDOS_PER_DAY);
    expect(rounds.filter((status) => status === 429)).toHaveLength(30 - KUDOS_PER_DAY);
  });

  it(`lets exactly ${KUDOS_PER_DAY} of 25 parallel kudos land`, async () => {
    const owner = await admin(t);
    const kai = await member(t, owner);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => api.give(owner.token, kudosBody([idOf(kai)]))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(KUDOS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - KUDOS_PER_DAY);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await kudosCountOf(owner)).toBe(KUDOS_PER_DAY);
    // Only the kudos that landed told Kai.
    const told = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(kai)), eq(notifications.kind, 'kudos_received')));
    expect(told).toHaveLength(KUDOS_PER_DAY);
  });
});
