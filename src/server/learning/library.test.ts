import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { idOf } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { apiErrors } from '../../shared/contract/errors';
import type { Resource, ResourceCompetencyChoice } from '../../shared/contract/library';
import { growthMessages } from '../../shared/growth-messages';
import { libraryMessages as m, resourceInPlanMessage } from '../../shared/library-messages';
import { hostOf, resourceUrl } from '../../shared/library-rules';
import { GROWTH_ITEMS_OPEN_MAX, LEARNING_RESOURCES_MAX } from '../../shared/limits';
import {
  careerTracks,
  competencies,
  growthItems,
  learningResources,
  resourceCompetencies,
} from '../db/schema';

const t = await createTestApp();

type Who = { token: string };
type Page = { items: Resource[]; nextCursor: string | null };

const add = (who: Who, body: Record<string, unknown>) =>
  t.request<{ resource: Resource }>('POST', '/api/resources', body, { token: who.token });
const list = (who: Who, query = '') =>
  t.request<Page>('GET', `/api/resources${query}`, undefined, { token: who.token });
const save = (who: Who, id: string) =>
  t.request<{ resource: Resource; growthItemId: string }>('POST', `/api/resources/${id}/save`, undefined, {
    token: who.token,
  });
const resource = (overrides: Record<string, unknown> = {}) => ({
  title: 'Thinking in Systems',
  url: 'https://www.example.com/books/systems?ref=sos',
  kind: 'book',
  ...overrides,
});

/** A track of the company with two competencies, written straight in: the career slice's own forms make them. */
async function competenciesOf(companyId: string, track = 'Engineering') {
  const [made] = await t.db.insert(careerTracks).values({ companyId, name: track }).returning();
  const rows = await t.db
    .insert(competencies)
    .values([
      { trackId: made!.id, companyId, position: 0, name: 'Communication' },
      { trackId: made!.id, companyId, position: 1, name: 'Technical depth' },
    ])
    .returning();
  return rows.map((row) => row.id);
}

describe('the resource library', () => {
  it('is added to by any member, listed newest first with its host, kind and competencies', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const [talk, depth] = await competenciesOf(owner.company.id);
    const first = await add(ana, resource({ competencyIds: [depth, talk] }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.resource).toMatchObject({
      title: 'Thinking in Systems',
      host: 'example.com',
      kind: 'book',
      competencies: [
        { id: talk, name: 'Communication' },
        { id: depth, name: 'Technical depth' },
      ],
      addedBy: { id: idOf(ana), fullName: 'Mo Member' },
      canEdit: true,
      inMyPlan: null,
    });
    const second = await add(
      owner,
      resource({ title: 'Écrire clairement', url: 'http://blog.test/a', kind: 'article' }),
    );
    expect(second.status).toBe(201);

    const listed = await list(ana);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item) => item.title)).toEqual(['Écrire clairement', 'Thinking in Systems']);
    // Ana did not add the admin's: she reads it, and may not change it.
    expect(listed.body.items[0]).toMatchObject({ canEdit: false, host: 'blog.test' });
    // The admin may change anything of the library.
    expect((await list(owner)).body.items.every((item) => item.canEdit)).toBe(true);

    const choices = await t.request<{ competencies: ResourceCompetencyChoice[] }>(
      'GET',
      '/api/resources/competencies',
      undefined,
      { token: ana.token },
    );
    expect(choices.body.competencies).toEqual([
      { id: talk, name: 'Communication', track: 'Engineering' },
      { id: depth, name: 'Technical depth', track: 'Engineering' },
    ]);
  });

  it('filters by kind and competency, and finds words of the title, case and accents aside', async () => {
    const owner = await admin(t);
    const [talk] = await competenciesOf(owner.company.id);
    await add(owner, resource({ title: 'Écrire clairement', kind: 'article', competencyIds: [talk] }));
    await add(owner, resource({ title: 'Crucial Conversations', kind: 'book', competencyIds: [talk] }));
    await add(owner, resource({ title: 'Rust in 100% of cases', kind: 'course' }));
    await add(owner, resource({ title: 'Rust in 100 days', kind: 'video' }));
    const titles = async (query: string) => (await list(owner, query)).body.items.map((item) => item.title);

    expect(await titles('?kind=book')).toEqual(['Crucial Conversations']);
    expect(await titles(`?competencyId=${talk}`)).toEqual(['Crucial Conversations', 'Écrire clairement']);
    expect(await titles(`?competencyId=${talk}&kind=article`)).toEqual(['Écrire clairement']);
    expect(await titles('?q=ECRIRE')).toEqual(['Écrire clairement']);
    expect(await titles(`?q=${encodeURIComponent('clairément écrire')}`)).toEqual(['Écrire clairement']);
    // LIKE's wildcards are taken literally.
    expect(await titles(`?q=${encodeURIComponent('100%')}`)).toEqual(['Rust in 100% of cases']);
    expect(await titles('?q=_')).toEqual([]);
    expect(await titles('?q=%20%20')).toHaveLength(4);
    const refused = await list(owner, `?q=${'x'.repeat(101)}`);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(m.searchTooLong);
  });

  it('is read a page at a time, and never shows another company’s resources', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Other Waves');
    for (let index = 0; index < 5; index += 1) await add(owner, resource({ title: `Resource ${index}` }));
    await add(other, resource({ title: 'Theirs' }));
    const first = await list(owner, '?limit=2');
    expect(first.body.items.map((item) => item.title)).toEqual(['Resource 4', 'Resource 3']);
    const second = await list(owner, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item) => item.title)).toEqual(['Resource 2', 'Resource 1']);
    const last = await list(owner, `?limit=2&cursor=${second.body.nextCursor}`);
    expect(last.body).toEqual({
      items: [expect.objectContaining({ title: 'Resource 0' })],
      nextCursor: null,
    });
    expect((await list(other)).body.items.map((item) => item.title)).toEqual(['Theirs']);
    expect((await list(owner, '?cursor=nonsense')).status).toBe(400);
  });

  it('refuses a link that is not http(s), carries credentials or is too long, and changes nothing', async () => {
    const owner = await admin(t);
    const cases: [Record<string, unknown>, string][] = [
      [resource({ url: 'javascript:alert(1)' }), m.urlInvalid],
      [resource({ url: 'ftp://example.com/file' }), m.urlInvalid],
      [resource({ url: 'example.com/no-scheme' }), m.urlInvalid],
      [resource({ url: 'https://exa mple.com' }), m.urlInvalid],
      [resource({ url: 'https://ana:secret@example.com/' }), m.urlCredentials],
      [resource({ url: 'https://token@example.com/' }), m.urlCredentials],
      [resource({ url: `https://example.com/${'a'.repeat(2000)}` }), m.urlTooLong],
      [resource({ url: '' }), m.urlRequired],
      [resource({ title: ' ' }), m.titleRequired],
      [resource({ kind: 'podcast' }), m.kindInvalid],
      [resource({ competencyIds: ['nope'] }), m.competencyInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await add(owner, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    // Another company's competency is none of this one's.
    const other = await admin(t, 'Other Waves');
    const [theirs] = await competenciesOf(other.company.id);
    const foreign = await add(owner, resource({ competencyIds: [theirs] }));
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign).message).toBe(m.competencyNotFound);
    const stored = await t.db
      .select()
      .from(learningResources)
      .where(eq(learningResources.companyId, owner.company.id));
    expect(stored).toEqual([]);
    expect(resourceUrl.safeParse(`https://example.com/${'a'.repeat(1980)}`).success).toBe(true);
    expect(hostOf('https://www.example.com:8080/x')).toBe('example.com');
  });

  it('is changed or deleted by its adder or an admin; a colleague is refused, another company not found', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const other = await admin(t, 'Other Waves');
    const [talk, depth] = await competenciesOf(owner.company.id);
    const made = (await add(ana, resource({ competencyIds: [talk] }))).body.resource;
    const patch = (who: Who, body: Record<string, unknown>) =>
      t.request<{ resource: Resource }>('PATCH', `/api/resources/${made.id}`, body, { token: who.token });

    const byBen = await patch(ben, { title: 'Taken' });
    expect(byBen.status).toBe(403);
    expect(errorOf(byBen).message).toBe(m.notYours);
    const byOther = await patch(other, { title: 'Taken' });
    expect(byOther.status).toBe(404);
    expect(errorOf(byOther).message).toBe(m.resourceNotFound);

    const byAna = await patch(ana, { title: 'Systems, again', kind: 'video', competencyIds: [depth] });
    expect(byAna.status).toBe(200);
    expect(byAna.body.resource).toMatchObject({
      title: 'Systems, again',
      kind: 'video',
      competencies: [{ id: depth }],
    });
    const byAdmin = await patch(owner, { url: 'https://example.org/new', competencyIds: [] });
    expect(byAdmin.body.resource).toMatchObject({
      host: 'example.org',
      competencies: [],
      title: 'Systems, again',
    });

    for (const who of [ben, other]) {
      const refused = await t.request('DELETE', `/api/resources/${made.id}`, undefined, { token: who.token });
      expect(refused.status).toBe(who === ben ? 403 : 404);
    }
    const gone = await t.request('DELETE', `/api/resources/${made.id}`, undefined, { token: owner.token });
    expect(gone.status).toBe(204);
    expect(await t.db.select().from(resourceCompetencies)).not.toContainEqual(
      expect.objectContaining({ resourceId: made.id }),
    );
    const again = await t.request('DELETE', `/api/resources/${made.id}`, undefined, { token: ana.token });
    expect(again.status).toBe(404);
  });

  it('holds at most 2,000 resources a company, under the company’s lock', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    await t.db.insert(learningResources).values(
      Array.from({ length: LEARNING_RESOURCES_MAX - 2 }, (_, index) => ({
        companyId: owner.company.id,
        title: `Filler ${index}`,
        url: 'https://example.com/',
        kind: 'article' as const,
      })),
    );
    // Three at once for two places: exactly two pass.
    const answers = await Promise.all([add(owner, resource()), add(ana, resource()), add(ana, resource())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(errorOf(refused)).toEqual({ code: 'limit_reached', message: m.resourcesLimit });
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(learningResources)
      .where(eq(learningResources.companyId, owner.company.id));
    expect(count!.n).toBe(LEARNING_RESOURCES_MAX);
  });
});

describe('Save to my plan', () => {
  it('makes a growth item of the caller’s, read for a book or article, learn for a course or video', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const book = (await add(owner, resource())).body.resource;
    const course = (await add(owner, resource({ title: 'Intro to Go', kind: 'course' }))).body.resource;

    const saved = await save(ana, book.id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.resource.inMyPlan).toBe('open');
    expect((await save(ana, course.id)).status).toBe(201);
    const items = await t.db
      .select()
      .from(growthItems)
      .where(eq(growthItems.userId, idOf(ana)));
    expect(
      items.map(({ kind, title, resourceId, companyId }) => ({ kind, title, resourceId, companyId })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'read', title: 'Thinking in Systems', resourceId: book.id, companyId: owner.company.id },
        { kind: 'learn', title: 'Intro to Go', resourceId: course.id, companyId: owner.company.id },
      ]),
    );
    expect(items).toHaveLength(2);

    // A second open one for the same resource is refused, and nothing is written.
    const twice = await save(ana, book.id);
    expect(twice.status).toBe(409);
    expect(errorOf(twice)).toEqual({ code: 'resource_in_plan', message: resourceInPlanMessage });
    expect(apiErrors.resource_in_plan.message).toBe(resourceInPlanMessage);
    expect(
      await t.db
        .select()
        .from(growthItems)
        .where(eq(growthItems.userId, idOf(ana))),
    ).toHaveLength(2);

    // Each person reads their own plan in the list: Ben's is empty.
    const forBen = (await list(ben)).body.items;
    expect(forBen.map((item) => item.inMyPlan)).toEqual([null, null]);
    // Done is done: from the item itself; then it may be saved again.
    await t.db
      .update(growthItems)
      .set({ doneAt: new Date() })
      .where(eq(growthItems.id, saved.body.growthItemId));
    const forAna = (await list(ana)).body.items;
    expect(forAna.find((item) => item.id === book.id)?.inMyPlan).toBe('done');
    expect(forAna.find((item) => item.id === course.id)?.inMyPlan).toBe('open');
    expect((await save(ana, book.id)).status).toBe(201);
  });

  it('is refused for another company’s resource, and past the 100 open items', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Other Waves');
    const ana = await member(t, owner);
    const theirs = (await add(other, resource())).body.resource;
    const foreign = await save(ana, theirs.id);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).message).toBe(m.resourceNotFound);

    await t.db.insert(growthItems).values(
      Array.from({ length: GROWTH_ITEMS_OPEN_MAX }, (_, index) => ({
        userId: idOf(ana),
        companyId: owner.company.id,
        kind: 'practise' as const,
        title: `Open ${index}`,
      })),
    );
    const ours = (await add(owner, resource())).body.resource;
    const full = await save(ana, ours.id);
    expect(full.status).toBe(409);
    expect(errorOf(full)).toEqual({ code: 'limit_reached', message: growthMessages.itemsLimit });
    expect(
      await t.db
        .select()
        .from(growthItems)
        .where(eq(growthItems.userId, idOf(ana))),
    ).toHaveLength(GROWTH_ITEMS_OPEN_MAX);
  });

  it('keeps the item, unlinked, when the resource is deleted', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const made = (await add(owner, resource())).body.resource;
    const saved = await save(ana, made.id);
    await t.request('DELETE', `/api/resources/${made.id}`, undefined, { token: owner.token });
    const [item] = await t.db.select().from(growthItems).where(eq(growthItems.id, saved.body.growthItemId));
    expect(item).toMatchObject({ title: 'Thinking in Systems', resourceId: null });
  });
});
