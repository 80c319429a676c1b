import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, signUp } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { VALUE_DESCRIPTION_MAX, VALUE_NAME_MAX, valueMessages } from '../../shared/company-settings-messages';
import type { CompanyValue } from '../../shared/contract/company-settings';
import { VALUES_MAX } from '../../shared/limits';
import { apiMessages } from '../../shared/messages';
import { companyValues } from '../db/schema';

const t = await createTestApp();

type Owner = Awaited<ReturnType<typeof admin>>;

const list = (token: string) =>
  t.request<{ items: CompanyValue[] }>('GET', '/api/values', undefined, { token });
const create = (token: string, body: unknown) =>
  t.request<{ value: CompanyValue }>('POST', '/api/values', body, { token });
const update = (token: string, id: string, body: unknown) =>
  t.request<{ value: CompanyValue }>('PATCH', `/api/values/${id}`, body, { token });
const remove = (token: string, id: string) => t.request('DELETE', `/api/values/${id}`, undefined, { token });

/** Adds values named as given, in that order, and returns them. */
async function addValues(owner: Owner, ...names: string[]) {
  const values: CompanyValue[] = [];
  for (const name of names) {
    const response = await create(owner.token, { name });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    values.push(response.body.value);
  }
  return values;
}

/** The company's values as stored: name and position, in order. */
async function storedOrder(companyId: string) {
  const rows = await t.db
    .select({ name: companyValues.name, position: companyValues.position })
    .from(companyValues)
    .where(eq(companyValues.companyId, companyId))
    .orderBy(companyValues.position);
  return rows.map((row) => `${row.position}:${row.name}`);
}

const names = async (token: string) => (await list(token)).body.items.map((value) => value.name);

describe('listing values', () => {
  it('starts empty, and lists the values in order to every member', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    expect((await list(person.token)).body).toEqual({ items: [] });
    await addValues(owner, 'Ownership', 'Candor', 'Craft');
    const response = await list(person.token);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        id: expect.any(String),
        name: 'Ownership',
        description: null,
        position: 0,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        name: 'Candor',
        description: null,
        position: 1,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        name: 'Craft',
        description: null,
        position: 2,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('never lists another company’s values', async () => {
    const owner = await admin(t, 'Home Crew');
    const other = await admin(t, 'Other Crew');
    await addValues(other, 'Secret Sauce');
    await addValues(owner, 'Ownership');
    expect(await names(owner.token)).toEqual(['Ownership']);
  });

  it('refuses someone with no company with 403, and a caller not signed in with 401', async () => {
    const person = await signUp(t);
    const response = await list(person.token);
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: valueMessages.noCompany });
    expect((await t.request('GET', '/api/values')).status).toBe(401);
  });
});

describe('adding a value', () => {
  it('stores the trimmed name and description, at the end of the list', async () => {
    const owner = await admin(t);
    await addValues(owner, 'Ownership');
    const response = await create(owner.token, {
      name: '  Candor ',
      description: ' Say it kindly.\r\nThen act. ',
    });
    expect(response.status).toBe(201);
    expect(response.body.value).toMatchObject({
      name: 'Candor',
      description: 'Say it kindly.\nThen act.',
      position: 1,
    });
  });

  it('stores an empty or blank description as none', async () => {
    const owner = await admin(t);
    const response = await create(owner.token, { name: 'Craft', description: ' \u200b ' });
    expect(response.body.value.description).toBeNull();
  });

  it('accepts the longest name and description', async () => {
    const owner = await admin(t);
    const response = await create(owner.token, {
      name: 'n'.repeat(VALUE_NAME_MAX),
      description: 'd'.repeat(VALUE_DESCRIPTION_MAX),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['no name', {}, valueMessages.nameRequired],
    ['an empty name', { name: '' }, valueMessages.nameRequired],
    ['a name of invisible characters', { name: '\u200b\u2060 \u3164' }, valueMessages.nameRequired],
    ['a name that is not text', { name: 42 }, valueMessages.nameRequired],
    ['a name too long', { name: 'n'.repeat(VALUE_NAME_MAX + 1) }, valueMessages.nameTooLong],
    ['a name with a line break', { name: 'Own\nership' }, valueMessages.nameControls],
    [
      'a description too long',
      { name: 'Craft', description: 'd'.repeat(VALUE_DESCRIPTION_MAX + 1) },
      valueMessages.descriptionTooLong,
    ],
    ['a description with NUL', { name: 'Craft', description: 'a\u0000' }, valueMessages.descriptionControls],
  ])('refuses %s with its message and adds nothing', async (_, body, message) => {
    const owner = await admin(t);
    const response = await create(owner.token, body);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    expect(await storedOrder(owner.company.id)).toEqual([]);
  });

  it('refuses a name the company already has, case aside', async () => {
    const owner = await admin(t);
    await addValues(owner, 'Ownership');
    const response = await create(owner.token, { name: 'OWNERSHIP' });
    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'value_exists', message: valueMessages.exists });
    // Another company may use the same name.
    const other = await admin(t);
    expect((await create(other.token, { name: 'Ownership' })).status).toBe(201);
  });

  it(`refuses a value beyond ${VALUES_MAX} with a clear 409`, async () => {
    const owner = await admin(t);
    await addValues(owner, ...Array.from({ length: VALUES_MAX }, (_, i) => `Value ${i + 1}`));
    const response = await create(owner.token, { name: 'One Too Many' });
    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'too_many_values', message: valueMessages.tooMany });
    expect(await storedOrder(owner.company.id)).toHaveLength(VALUES_MAX);
  });

  it(`never ends with more than ${VALUES_MAX} when admins add at the same time`, async () => {
    const owner = await admin(t);
    const second = await member(t, owner);
    await t.request(
      'PATCH',
      `/api/people/${second.session.user.id}`,
      { role: 'admin' },
      { token: owner.token },
    );
    await addValues(owner, ...Array.from({ length: VALUES_MAX - 2 }, (_, i) => `Value ${i + 1}`));
    const tokens = [owner.token, second.token];
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(tokens[i % 2]!, { name: `Rush ${i}` })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const order = await storedOrder(owner.company.id);
    expect(order).toHaveLength(VALUES_MAX);
    expect(order.map((entry) => Number(entry.split(':')[0]))).toEqual([...Array(VALUES_MAX).keys()]);
  });

  it('is for admins only: a member gets 403', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await create(person.token, { name: 'Mine' });
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: apiMessages.adminOnly });
    expect(await storedOrder(owner.company.id)).toEqual([]);
  });
});

describe('changing a value', () => {
  it('renames it and changes or clears its description', async () => {
    const owner = await admin(t);
    const [value] = await addValues(owner, 'Ownership');
    const renamed = await update(owner.token, value!.id, { name: 'Owning it', description: 'We finish.' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.value).toMatchObject({ id: value!.id, name: 'Owning it', description: 'We finish.' });
    const cleared = await update(owner.token, value!.id, { description: null });
    expect(cleared.body.value).toMatchObject({ name: 'Owning it', description: null, position: 0 });
  });

  it('lets a value change the case of its own name, not take another’s', async () => {
    const owner = await admin(t);
    const [first] = await addValues(owner, 'Ownership', 'Candor');
    expect((await update(owner.token, first!.id, { name: 'OWNERSHIP' })).status).toBe(200);
    const taken = await update(owner.token, first!.id, { name: 'candor' });
    expect(taken.status).toBe(409);
    expect(errorOf(taken).code).toBe('value_exists');
  });

  it('refuses a blank name and a bad position', async () => {
    const owner = await admin(t);
    const [value] = await addValues(owner, 'Ownership');
    const blank = await update(owner.token, value!.id, { name: ' \u200b' });
    expect(errorOf(blank)).toMatchObject({ code: 'validation_failed', message: valueMessages.nameRequired });
    for (const position of [-1, 1.5, '2', null]) {
      const response = await update(owner.token, value!.id, { position });
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe(valueMessages.positionInvalid);
    }
  });

  it('moves a value up, down and to the end, renumbering the others', async () => {
    const owner = await admin(t);
    const [a, b, c, d] = await addValues(owner, 'A', 'B', 'C', 'D');
    const moved = await update(owner.token, d!.id, { position: 0 });
    expect(moved.body.value.position).toBe(0);
    expect(await storedOrder(owner.company.id)).toEqual(['0:D', '1:A', '2:B', '3:C']);
    await update(owner.token, a!.id, { position: 2 });
    expect(await storedOrder(owner.company.id)).toEqual(['0:D', '1:B', '2:A', '3:C']);
    // A position past the end means the end.
    await update(owner.token, b!.id, { position: 99 });
    expect(await storedOrder(owner.company.id)).toEqual(['0:D', '1:A', '2:C', '3:B']);
    await update(owner.token, c!.id, { position: 2 });
    expect(await names(owner.token)).toEqual(['D', 'A', 'C', 'B']);
  });

  it('keeps the numbering whole when admins reorder at the same time', async () => {
    const owner = await admin(t);
    const values = await addValues(owner, 'A', 'B', 'C', 'D', 'E');
    await Promise.all(values.map((value, i) => update(owner.token, value.id, { position: (i * 3) % 5 })));
    const order = await storedOrder(owner.company.id);
    expect(order.map((entry) => Number(entry.split(':')[0]))).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(order.map((entry) => entry.split(':')[1]))).toEqual(new Set(['A', 'B', 'C', 'D', 'E']));
  });
});

describe('deleting a value', () => {
  it('removes it; the ones after it move up', async () => {
    const owner = await admin(t);
    const [, b] = await addValues(owner, 'A', 'B', 'C');
    const response = await remove(owner.token, b!.id);
    expect(response.status).toBe(204);
    expect(await storedOrder(owner.company.id)).toEqual(['0:A', '1:C']);
    expect((await remove(owner.token, b!.id)).status).toBe(404);
    // There is room again for a new value at the end.
    const [d] = await addValues(owner, 'D');
    expect(d!.position).toBe(2);
  });

  it('is for admins only: a member gets 403 and the value stays', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const [value] = await addValues(owner, 'Ownership');
    expect((await remove(person.token, value!.id)).status).toBe(403);
    expect((await update(person.token, value!.id, { name: 'Mine' })).status).toBe(403);
    expect(await storedOrder(owner.company.id)).toEqual(['0:Ownership']);
  });
});

describe('another company’s value', () => {
  it('is not found, whether read, changed, moved or deleted, and stays as it was', async () => {
    const owner = await admin(t, 'Home Crew');
    const stranger = await admin(t, 'Stranger Crew');
    const [theirs] = await addValues(stranger, 'Theirs', 'Other');
    await addValues(owner, 'Mine');
    const missing = await update(owner.token, '00000000-0000-4000-8000-000000000000', { name: 'x' });
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toEqual({ code: 'not_found', message: valueMessages.notFound });
    for (const response of [
      await update(owner.token, theirs!.id, { name: 'Stolen' }),
      await update(owner.token, theirs!.id, { position: 1 }),
      await remove(owner.token, theirs!.id),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(missing.body);
    }
    expect(await storedOrder(stranger.company.id)).toEqual(['0:Theirs', '1:Other']);
    expect(await storedOrder(owner.company.id)).toEqual(['0:Mine']);
  });

  it('answers a path that is not a value id with 404', async () => {
    const owner = await admin(t);
    for (const id of ['nope', '1', '%00']) {
      expect((await update(owner.token, id, { name: 'x' })).status).toBe(404);
      expect((await remove(owner.token, id)).status).toBe(404);
    }
  });
});
