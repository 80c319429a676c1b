import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { admin, me, member, requester, requestToJoin, signUp } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { CreatedCompany } from '../../shared/api';
import { COMPANY_NAME_MAX, LOCATION_MAX, MISSION_MAX } from '../../shared/constants';
import { apiMessages, validationMessages } from '../../shared/messages';
import { companies, companyJoinRequests } from '../db/schema';
import { forcedCompanyCodesForTests } from './company-code';

/** Codes the generator hands out next, to make collisions happen on purpose; empty: drawn ones. */
const forcedCodes = forcedCompanyCodesForTests();

const t = await createTestApp();

afterEach(() => {
  forcedCodes.length = 0;
});

const CODE = /^[A-Z0-9]{8}$/;

const patch = (token: string, body: unknown) =>
  t.request<{ company: CreatedCompany }>('PATCH', '/api/company', body, { token });
const regenerate = (token: string) =>
  t.request<{ company: CreatedCompany }>('POST', '/api/company/code', undefined, { token });

async function stored(companyId: string) {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

describe('reading the company', () => {
  it('shows the profile to members, and the code to admins only', async () => {
    const owner = await admin(t);
    await patch(owner.token, { mission: 'Ride every wave' });
    const person = await member(t, owner);
    const asAdmin = await t.request<{ company: CreatedCompany }>('GET', '/api/company', undefined, {
      token: owner.token,
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.company).toEqual({ ...owner.company, mission: 'Ride every wave' });
    const asMember = await t.request<{ company: CreatedCompany }>('GET', '/api/company', undefined, {
      token: person.token,
    });
    expect(asMember.status).toBe(200);
    expect(asMember.body.company).toEqual({
      ...owner.company,
      companyCode: undefined,
      mission: 'Ride every wave',
    });
    expect(asMember.body.company).not.toHaveProperty('companyCode');
  });

  it('refuses someone with no company', async () => {
    const person = await signUp(t);
    expect((await t.request('GET', '/api/company', undefined, { token: person.token })).status).toBe(403);
  });
});

describe('editing the company', () => {
  it('changes every field and returns the company', async () => {
    const owner = await admin(t, 'Old Name');
    const response = await patch(owner.token, {
      name: '  New Name ',
      mission: 'Ride every wave',
      industry: 'Surfing',
      location: 'Biarritz',
    });
    expect(response.status).toBe(200);
    expect(response.body.company).toEqual({
      ...owner.company,
      name: 'New Name',
      mission: 'Ride every wave',
      industry: 'Surfing',
      location: 'Biarritz',
    });
    expect(await stored(owner.company.id)).toMatchObject({ name: 'New Name', mission: 'Ride every wave' });
    expect((await me(t, owner.token)).body.company?.name).toBe('New Name');
  });

  it('leaves out fields as they are and clears those sent empty, blank or null', async () => {
    const owner = await admin(t);
    await patch(owner.token, { mission: 'M', industry: 'I', location: 'L' });
    const response = await patch(owner.token, { mission: null, industry: '  ', location: undefined });
    expect(response.status).toBe(200);
    expect(response.body.company).toMatchObject({
      name: 'Wave Riders',
      mission: null,
      industry: null,
      location: 'L',
    });
    const cleared = await patch(owner.token, { location: '' });
    expect(cleared.body.company.location).toBeNull();
  });

  it('answers an empty body with the company unchanged', async () => {
    const owner = await admin(t);
    const response = await patch(owner.token, {});
    expect(response.status).toBe(200);
    expect(response.body.company).toEqual(owner.company);
  });

  it.each([
    ['an empty name', { name: '' }, validationMessages.companyNameRequired],
    ['a null name', { name: null }, validationMessages.companyNameRequired],
    [
      'a name of invisible characters',
      { name: '\u200b\u00a0\ufeff' },
      validationMessages.companyNameRequired,
    ],
    ['a name too long', { name: 'n'.repeat(COMPANY_NAME_MAX + 1) }, validationMessages.companyNameTooLong],
    ['a name with a line break', { name: 'Wave\nRiders' }, validationMessages.companyNameControls],
    ['a mission too long', { mission: 'm'.repeat(MISSION_MAX + 1) }, validationMessages.missionTooLong],
    ['a location too long', { location: 'l'.repeat(LOCATION_MAX + 1) }, validationMessages.locationTooLong],
    ['a mission with NUL', { mission: 'Ride\u0000' }, validationMessages.missionControls],
  ])('refuses %s with the creation message and changes nothing', async (_, body, message) => {
    const owner = await admin(t);
    const response = await patch(owner.token, body);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    expect(await stored(owner.company.id)).toMatchObject({ name: 'Wave Riders', mission: null });
  });

  it('is for admins only: a member gets 403 and nothing changes', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await patch(person.token, { name: 'Taken Over' });
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: apiMessages.adminOnly });
    expect((await stored(owner.company.id))?.name).toBe('Wave Riders');
  });

  it('changes only the admin’s own company', async () => {
    const owner = await admin(t, 'Home Crew');
    const other = await admin(t, 'Other Crew');
    await patch(owner.token, { name: 'Home Crew Renamed' });
    expect((await stored(other.company.id))?.name).toBe('Other Crew');
  });

  it('refuses someone with no company, and a caller not signed in', async () => {
    const person = await signUp(t);
    expect((await patch(person.token, { name: 'X' })).status).toBe(403);
    expect((await t.request('PATCH', '/api/company', { name: 'X' })).status).toBe(401);
  });
});

describe('regenerating the company code', () => {
  it('gives a new code; the old one is refused at once and the new one works', async () => {
    const owner = await admin(t);
    const old = owner.company.companyCode;
    const response = await regenerate(owner.token);
    expect(response.status).toBe(200);
    const fresh = response.body.company.companyCode;
    expect(fresh).toMatch(CODE);
    expect(fresh).not.toBe(old);
    expect({ ...response.body.company, companyCode: old }).toEqual(owner.company);
    expect((await me(t, owner.token)).body.company?.companyCode).toBe(fresh);

    const newcomer = await signUp(t);
    const refused = await requestToJoin(t, newcomer.token, old);
    expect(refused.status).toBe(404);
    expect(errorOf(refused)).toEqual({ code: 'company_not_found', message: apiMessages.companyNotFound });
    const accepted = await requestToJoin(t, newcomer.token, fresh);
    expect(accepted.status).toBe(201);
  });

  it('keeps pending join requests made with the old code', async () => {
    const owner = await admin(t);
    const pending = await requester(t, owner.company.companyCode);
    await regenerate(owner.token);
    const [row] = await t.db
      .select({ status: companyJoinRequests.status, companyId: companyJoinRequests.companyId })
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.id, pending.requestId));
    expect(row).toEqual({ status: 'pending', companyId: owner.company.id });
    const approved = await t.request('POST', `/api/join-requests/${pending.requestId}/approve`, undefined, {
      token: owner.token,
    });
    expect(approved.status).toBe(200);
  });

  it('draws another code when the drawn one is taken', async () => {
    const taken = (await admin(t)).company.companyCode;
    const owner = await admin(t);
    forcedCodes.push(taken, taken);
    const response = await regenerate(owner.token);
    expect(response.status).toBe(200);
    expect(forcedCodes).toEqual([]);
    expect(response.body.company.companyCode).not.toBe(taken);
    expect(await t.db.select().from(companies).where(eq(companies.companyCode, taken))).toHaveLength(1);
  });

  it('keeps the old code when every drawn code is taken', async () => {
    const taken = (await admin(t)).company.companyCode;
    const owner = await admin(t);
    forcedCodes.push(...Array<string>(5).fill(taken));
    const response = await regenerate(owner.token);
    expect(response.status).toBe(500);
    expect((await stored(owner.company.id))?.companyCode).toBe(owner.company.companyCode);
  });

  it('is for admins only: a member gets 403 and the code stays', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await regenerate(person.token);
    expect(response.status).toBe(403);
    expect((await stored(owner.company.id))?.companyCode).toBe(owner.company.companyCode);
    expect((await t.request('POST', '/api/company/code')).status).toBe(401);
  });
});
