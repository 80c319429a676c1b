import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CreatedCompany, Me, Session } from '../../src/shared/api';
import type { RequestOptions, TestApp } from './test-app';

/**
 * Fixtures in the product's words: each creates what a test needs through the API, so a test reads
 * as the story it checks and shares no data with any other.
 */
export const PASSWORD = 'Waves4ever';

export function uniqueEmail(name = 'surfer'): string {
  return `${name}.${randomBytes(5).toString('hex')}@example.com`;
}

export async function signUp(
  t: TestApp,
  overrides: { email?: string; fullName?: string; password?: string } = {},
) {
  const input = { email: uniqueEmail(), fullName: 'Kai Surfer', password: PASSWORD, ...overrides };
  const response = await t.request<Session>('POST', '/api/auth/signup', input);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...input, session: response.body, token: response.body.access_token };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, opts: RequestOptions = {}) {
  return t.request<Session>('POST', '/api/auth/token', { grantType: 'password', email, password }, opts);
}

export async function createCompany(t: TestApp, token: string, input: Record<string, unknown> = {}) {
  const response = await t.request<{ company: CreatedCompany }>(
    'POST',
    '/api/companies',
    { name: 'Wave Riders', ...input },
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.company;
}

/** A person who has signed up and created a company: its admin. */
export async function admin(t: TestApp, companyName = 'Wave Riders') {
  const person = await signUp(t, { fullName: 'Ada Admin' });
  const company = await createCompany(t, person.token, { name: companyName });
  return { ...person, company };
}

export async function requestToJoin(t: TestApp, token: string, companyCode: string) {
  return t.request<{ joinRequest: { id: string; status: string } }>(
    'POST',
    '/api/join-requests',
    { companyCode },
    { token },
  );
}

/** A person who asked to join `companyCode` and whose request is pending. */
export async function requester(t: TestApp, companyCode: string, fullName = 'Rae Requester') {
  const person = await signUp(t, { fullName });
  const response = await requestToJoin(t, person.token, companyCode);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...person, requestId: response.body.joinRequest.id };
}

/** A person who joined the admin's company through an approved request. */
export async function member(t: TestApp, owner: { token: string; company: CreatedCompany }) {
  const person = await requester(t, owner.company.companyCode, 'Mo Member');
  const approved = await t.request('POST', `/api/join-requests/${person.requestId}/approve`, undefined, {
    token: owner.token,
  });
  expect(approved.status).toBe(200);
  return person;
}

export async function me(t: TestApp, token: string) {
  return t.request<Me>('GET', '/api/me', undefined, { token });
}
