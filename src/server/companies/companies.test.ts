import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { admin, createCompany, me, member, signUp } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { CreatedCompany } from '../../shared/api';
import {
  COMPANY_CODE_LENGTH,
  COMPANY_NAME_MAX,
  INDUSTRY_MAX,
  LOCATION_MAX,
  MISSION_MAX,
} from '../../shared/constants';
import { apiMessages, validationMessages } from '../../shared/messages';
import { companies, profiles, userRoles } from '../db/schema';
import { forcedCompanyCodesForTests, generateCompanyCode } from './company-code';

/** Codes the generator hands out next, to make collisions happen on purpose; empty: drawn ones. */
const forcedCodes = forcedCompanyCodesForTests();

const t = await createTestApp();
afterEach(() => {
  forcedCodes.length = 0;
});

const CODE = /^[A-Z0-9]{8}$/;

function postCompany(token: string | undefined, body: unknown) {
  return t.request<{ company: CreatedCompany }>('POST', '/api/companies', body, token ? { token } : {});
}

/** The companies a name was used for, straight from the database. */
function companiesNamed(name: string) {
  return t.db.select().from(companies).where(eq(companies.name, name));
}

async function companyIds() {
  const rows = await t.db.select({ id: companies.id }).from(companies);
  return rows.map((row) => row.id).sort();
}

/** A company name no other test uses, so the table can be checked for it. */
function uniqueName(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 10)}`;
}

describe('creating a company', () => {
  it('returns the new company with a fresh 8-character code', async () => {
    const { token } = await signUp(t);
    const response = await postCompany(token, {
      name: 'Wave Riders',
      mission: 'Ride every wave together',
      industry: 'Surfing',
      location: 'Biarritz',
    });
    expect(response.status).toBe(201);
    const { company } = response.body;
    expect(company).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Wave Riders',
      companyCode: expect.stringMatching(CODE),
      mission: 'Ride every wave together',
      industry: 'Surfing',
      location: 'Biarritz',
      timeZone: 'UTC',
      createdAt: expect.any(String),
    });
    expect(Date.parse(company.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      name: 'Wave Riders',
      companyCode: company.companyCode,
      mission: 'Ride every wave together',
      industry: 'Surfing',
      location: 'Biarritz',
    });
  });

  it('makes the creator the admin, who sees the company code', async () => {
    const { token, session } = await signUp(t);
    const company = await createCompany(t, token, { name: 'Wave Riders' });

    const profile = await me(t, token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      profile: { companyId: company.id },
      company: { id: company.id, name: 'Wave Riders', companyCode: company.companyCode },
      role: 'admin',
    });

    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, session.user.id));
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ companyId: company.id, role: 'admin' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(row?.companyId).toBe(company.id);
  });

  it('stores empty and blank optional fields as null', async () => {
    const { token } = await signUp(t);
    const name = uniqueName('Blank Fields');
    const company = await createCompany(t, token, { name, mission: '', industry: '   ', location: '' });
    expect(company).toMatchObject({ mission: null, industry: null, location: null });

    const [row] = await companiesNamed(name);
    expect(row).toMatchObject({ mission: null, industry: null, location: null });
  });

  it('stores missing optional fields as null', async () => {
    const { token } = await signUp(t);
    const name = uniqueName('Name Only');
    const company = await createCompany(t, token, { name });
    expect(company).toMatchObject({ name, mission: null, industry: null, location: null });
    const [row] = await companiesNamed(name);
    expect(row).toMatchObject({ mission: null, industry: null, location: null });
  });

  it('trims the company name', async () => {
    const { token } = await signUp(t);
    const name = uniqueName('Trimmed');
    const company = await createCompany(t, token, { name: `   ${name}\t ` });
    expect(company.name).toBe(name);
    expect(await companiesNamed(name)).toHaveLength(1);
  });

  it('accepts the longest allowed name and mission', async () => {
    const { token } = await signUp(t);
    const name = uniqueName('Long').padEnd(COMPANY_NAME_MAX, 'x');
    const company = await createCompany(t, token, { name, mission: 'm'.repeat(MISSION_MAX) });
    expect(company.name).toBe(name);
    expect(company.mission).toHaveLength(MISSION_MAX);
  });
});

describe('one company per person', () => {
  it('refuses a second company to its admin and creates nothing', async () => {
    const owner = await admin(t);
    const name = uniqueName('Second');
    const response = await postCompany(owner.token, { name });
    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'already_in_company', message: apiMessages.alreadyInCompany });
    expect(await companiesNamed(name)).toHaveLength(0);

    const profile = await me(t, owner.token);
    expect(profile.body.company?.id).toBe(owner.company.id);
    expect(profile.body.role).toBe('admin');
  });

  it('refuses a company to a member of another company', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const name = uniqueName('Breakaway');
    const response = await postCompany(person.token, { name });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('already_in_company');
    expect(await companiesNamed(name)).toHaveLength(0);
    expect((await me(t, person.token)).body).toMatchObject({
      company: { id: owner.company.id },
      role: 'member',
    });
  });

  it('lets one of two simultaneous creations by the same person win', async () => {
    const { token, session } = await signUp(t);
    const names = [uniqueName('Twin A'), uniqueName('Twin B')];
    const responses = await Promise.all(names.map((name) => postCompany(token, { name })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const created = (await Promise.all(names.map(companiesNamed))).flat();
    expect(created).toHaveLength(1);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, session.user.id));
    expect(roles).toEqual([expect.objectContaining({ companyId: created[0]?.id, role: 'admin' })]);
  });
});

describe('company validation', () => {
  it.each([
    ['an empty name', { name: '' }, validationMessages.companyNameRequired],
    ['a blank name', { name: '   ' }, validationMessages.companyNameRequired],
    ['a name too long', { name: 'n'.repeat(COMPANY_NAME_MAX + 1) }, validationMessages.companyNameTooLong],
    [
      'a mission too long',
      { name: 'ok', mission: 'm'.repeat(MISSION_MAX + 1) },
      validationMessages.missionTooLong,
    ],
    [
      'an industry too long',
      { name: 'ok', industry: 'i'.repeat(INDUSTRY_MAX + 1) },
      validationMessages.industryTooLong,
    ],
    [
      'a location too long',
      { name: 'ok', location: 'l'.repeat(LOCATION_MAX + 1) },
      validationMessages.locationTooLong,
    ],
  ])('refuses %s with the spec message and creates nothing', async (_, body, message) => {
    const { token, session } = await signUp(t);
    const before = await companyIds();
    const response = await postCompany(token, body);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });

    // The tests of one file run one after the other: nothing else adds companies meanwhile.
    expect(await companyIds()).toEqual(before);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile?.companyId).toBeNull();
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, session.user.id))).toHaveLength(0);
  });

  it('lists every failed rule in issues, the first one as the message', async () => {
    const { token } = await signUp(t);
    const response = await postCompany(token, { name: '', location: 'l'.repeat(LOCATION_MAX + 1) });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: validationMessages.companyNameRequired,
      issues: [
        { path: 'name', message: validationMessages.companyNameRequired },
        { path: 'location', message: validationMessages.locationTooLong },
      ],
    });
  });

  it('refuses a body that is not JSON', async () => {
    const { token } = await signUp(t);
    const response = await t.request('POST', '/api/companies', undefined, {
      token,
      raw: '{"name": "Wave',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'invalid_json', message: apiMessages.invalidJson });
  });

  it('refuses a body sent without a JSON content type', async () => {
    const { token, session } = await signUp(t);
    const name = uniqueName('Form Post');
    const response = await t.request('POST', '/api/companies', undefined, {
      token,
      raw: JSON.stringify({ name }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(errorOf(response)).toEqual({
      code: 'unsupported_media_type',
      message: apiMessages.unsupportedMediaType,
    });
    expect(await companiesNamed(name)).toHaveLength(0);
    expect((await me(t, session.access_token)).body.company).toBeNull();
  });

  it('refuses a body sent with no content type at all', async () => {
    const { token } = await signUp(t);
    const response = await t.request('POST', '/api/companies', undefined, {
      token,
      raw: '{"name":"Wave Riders"}',
    });
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe('unsupported_media_type');
  });
});

describe('who may create a company', () => {
  it('needs a signed-in person', async () => {
    const name = uniqueName('Anonymous');
    const response = await postCompany(undefined, { name });
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'not_signed_in', message: apiMessages.notSignedIn });
    expect(await companiesNamed(name)).toHaveLength(0);
  });

  it('refuses a token that is not valid', async () => {
    const name = uniqueName('Forged');
    const response = await postCompany('not-a-real-token', { name });
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'invalid_token', message: apiMessages.invalidToken });
    expect(await companiesNamed(name)).toHaveLength(0);
  });
});

describe('company codes', () => {
  it('gives 30 companies created at the same time 30 distinct codes', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => signUp(t)));
    const responses = await Promise.all(
      people.map((person, i) => postCompany(person.token, { name: `Parallel Crew ${i}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));
    const codes = responses.map((response) => response.body.company.companyCode);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(30);

    const profilesNow = await Promise.all(people.map((person) => me(t, person.token)));
    profilesNow.forEach((profile, i) => {
      expect(profile.body.role).toBe('admin');
      expect(profile.body.company?.companyCode).toBe(codes[i]);
    });
  });

  it('draws another code when the first one is taken', async () => {
    const taken = (await admin(t)).company.companyCode;
    const { token } = await signUp(t);
    forcedCodes.push(taken, taken);
    const company = await createCompany(t, token, { name: uniqueName('Lucky') });
    expect(forcedCodes).toEqual([]);
    expect(company.companyCode).toMatch(CODE);
    expect(company.companyCode).not.toBe(taken);
    expect(await t.db.select().from(companies).where(eq(companies.companyCode, taken))).toHaveLength(1);
  });

  it('gives up after five taken codes and leaves nothing half-created', async () => {
    const taken = (await admin(t)).company.companyCode;
    const { token, session } = await signUp(t);
    forcedCodes.push(...Array<string>(5).fill(taken));
    const name = uniqueName('Unlucky');
    const response = await postCompany(token, { name });
    expect(forcedCodes).toEqual([]);
    expect(response.status).toBe(500);
    expect(errorOf(response)).toEqual({ code: 'internal_error', message: apiMessages.internal });
    expect(await companiesNamed(name)).toHaveLength(0);
    expect((await me(t, token)).body).toMatchObject({ company: null, role: null });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, session.user.id))).toHaveLength(0);
  });

  it('generates 8 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 1000; i++) {
      const code = generateCompanyCode();
      expect(code).toHaveLength(COMPANY_CODE_LENGTH);
      expect(code).toMatch(CODE);
    }
  });

  it('does not repeat itself', () => {
    const codes = Array.from({ length: 10_000 }, generateCompanyCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses every one of the 36 characters, at every position', () => {
    const codes = Array.from({ length: 4000 }, generateCompanyCode);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const seen = new Set(codes.join(''));
    expect([...seen].sort().join('')).toBe([...alphabet].sort().join(''));
    for (let position = 0; position < COMPANY_CODE_LENGTH; position++) {
      const atPosition = new Set(codes.map((code) => code[position]));
      // 4000 draws of 36 letters miss one with probability about 36 × (35/36)^4000 ≈ 10^-47.
      expect(atPosition.size).toBe(36);
    }
  });

  it('spreads the characters evenly', () => {
    const draws = Array.from({ length: 4000 }, generateCompanyCode).join('');
    const counts = new Map<string, number>();
    for (const character of draws) counts.set(character, (counts.get(character) ?? 0) + 1);
    const expected = draws.length / 36;
    // Each count is binomial (n = 32000, p = 1/36): about 889 ± 29. ±25% is over 7 standard deviations.
    // Every one of the 36 characters was drawn, each about as often.
    expect(counts.size).toBe(36);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected * 0.75);
      expect(count).toBeLessThan(expected * 1.25);
    }
  });
});
