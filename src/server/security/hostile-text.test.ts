import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { CreatedCompany, Session } from '../../shared/api';
import { validationMessages as m } from '../../shared/messages';
import { companies, profiles, userRoles, users } from '../db/schema';

/**
 * Text that looks empty or hides controls, sent straight to the API (docs/security.md#4-hostile-input):
 * the server checks it with the same schemas as the forms, answers 400 and stores nothing.
 * The full list of characters is in src/shared/schemas.test.ts; these are the tester's own cases.
 */
const t = await createTestApp();

async function signUpWith(fullName: string) {
  const email = uniqueEmail('hostile');
  const response = await t.request<Session>('POST', '/api/auth/signup', {
    email,
    password: PASSWORD,
    fullName,
  });
  return { email, response };
}

async function usersWithEmail(email: string) {
  return t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
}

function postCompany(token: string, body: Record<string, unknown>) {
  return t.request<{ company: CreatedCompany }>('POST', '/api/companies', body, { token });
}

async function companyCount() {
  return (await t.db.select({ id: companies.id }).from(companies)).length;
}

describe('a full name that looks empty or hides controls', () => {
  it.each([
    ['U+200B zero width space', '\u200B', m.fullNameRequired],
    ['U+3164 Hangul filler', '\u3164', m.fullNameRequired],
    [
      'zero-width characters and Hangul fillers with spaces',
      ' \u200B\u3164\uFEFF\u2060 ',
      m.fullNameRequired,
    ],
    ['a right-to-left override', 'Kai\u202Erefrus', m.fullNameControls],
    ['a bidi isolate', '\u2067Kai', m.fullNameControls],
    ['an escape sequence (C0)', 'Kai\u001B[2J', m.fullNameControls],
    ['a C1 control', 'Kai\u009B', m.fullNameControls],
    ['a line break', 'Kai\nSurfer', m.fullNameControls],
  ])('is refused at sign-up with 400 when it is %s, and no account is made', async (_, fullName, message) => {
    const { email, response } = await signUpWith(fullName);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it.each([
    ['an emoji with a zero width joiner', '👩‍💻'],
    ['a flag', 'Kai 🇵🇹'],
    ['Arabic', 'محمد علي'],
    ['Korean', '김민지'],
  ])('is accepted and stored unchanged when it is %s', async (_, fullName) => {
    const { response } = await signUpWith(fullName);
    expect(response.status).toBe(201);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, response.body.user.id));
    expect(profile?.fullName).toBe(fullName);
  });
});

describe('company fields that look empty or hide controls', () => {
  it.each([
    ['a name of U+3164 Hangul fillers', { name: '\u3164\u3164\u3164' }, m.companyNameRequired],
    ['a name of zero width spaces', { name: '\u200B\u200B' }, m.companyNameRequired],
    ['a name with a right-to-left override', { name: 'Wave\u202ESredir' }, m.companyNameControls],
    ['a name with a line break', { name: 'Wave\r\nRiders' }, m.companyNameControls],
    ['a mission with a bidi embedding', { name: 'Crew', mission: 'Ride\u202B' }, m.missionControls],
    ['a mission with a bell (C0)', { name: 'Crew', mission: 'Ride\u0007' }, m.missionControls],
    ['an industry with a right-to-left mark', { name: 'Crew', industry: 'Surf\u200F' }, m.industryControls],
    ['a location with a tab', { name: 'Crew', location: 'Biarritz\tFrance' }, m.locationControls],
  ])('refuses %s with 400 and creates nothing', async (_, body, message) => {
    const { token, session } = await signUp(t);
    const before = await companyCount();
    const response = await postCompany(token, body);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    // The tests of one file run one after the other: nothing else adds companies meanwhile.
    expect(await companyCount()).toBe(before);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile?.companyId).toBeNull();
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, session.user.id))).toHaveLength(0);
  });

  it('stores invisible-only optional fields as null, and keeps a mission’s lines', async () => {
    const { token } = await signUp(t);
    const response = await postCompany(token, {
      name: 'Crew 👩‍💻',
      mission: 'Ride every wave\r\n\tTogether',
      industry: '\u200B',
      location: '\u3164',
    });
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, response.body.company.id));
    expect(row).toMatchObject({
      name: 'Crew 👩‍💻',
      mission: 'Ride every wave\n\tTogether',
      industry: null,
      location: null,
    });
  });
});
