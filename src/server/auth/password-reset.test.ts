import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { me, PASSWORD, signIn, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import {
  RESET_SUBJECT,
  startSmtpReceiver,
  tokenIn,
  VERIFY_SUBJECT,
} from '../../../tests/setup/smtp-receiver';
import { createTestApp, errorOf, TEST_PUBLIC_URL } from '../../../tests/setup/test-app';
import { mailMessages } from '../../shared/mail-messages';
import { mailTexts } from '../../shared/mail-texts';
import { apiMessages } from '../../shared/messages';
import { emailTokens, users } from '../db/schema';
import { smtpMailer } from '../mail/mailer';
import { hashEmailToken } from './email-tokens';

/** Password reset end to end: the mail arrives at a real SMTP server, and its link sets the password. */
const receiver = await startSmtpReceiver();
const t = await createTestApp({ mailer: smtpMailer(receiver.smtpUrl, 'SOS <no-reply@sos.test>') });
const NEW_PASSWORD = 'Swell2025go';

const ask = (email: string) => t.request('POST', '/api/auth/password-reset', { email });
const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  t.request('POST', '/api/auth/password-reset/confirm', { token, newPassword });

/** Asks for a reset of this person's password and answers the token of the link that arrived. */
async function resetToken(email: string): Promise<string> {
  const next = receiver.mailTo(email, RESET_SUBJECT).length + 1;
  expect((await ask(email)).status).toBe(202);
  return tokenIn(await receiver.nextMailTo(email, RESET_SUBJECT, next), '/reset-password');
}

describe('POST /api/auth/password-reset', () => {
  it('mails a link to /reset-password that sets a new password', async () => {
    const person = await signUp(t, { fullName: 'Rio Reset' });
    const response = await ask(person.email.toUpperCase());
    expect(response).toMatchObject({ status: 202, body: { message: mailTexts.resetSent } });
    const mail = await receiver.nextMailTo(person.email, RESET_SUBJECT, 1);
    expect(mail.from).toContain('no-reply@sos.test');
    expect(mail.text).toContain('Hello Rio Reset,');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
    expect(mail.html).toContain('/reset-password?token=');
    const token = tokenIn(mail, '/reset-password');

    expect((await confirm(token)).status).toBe(204);
    expect((await signIn(t, person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(t, person.email, PASSWORD)).status).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const known = await signUp(t);
    const unknown = uniqueEmail('nobody');
    const [a, b] = [await ask(known.email), await ask(unknown)];
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    await receiver.nextMailTo(known.email, RESET_SUBJECT, 1);
    await receiver.nextMailTo(known.email, VERIFY_SUBJECT, 1);
    expect(receiver.mailTo(unknown)).toEqual([]);
  });

  it('stores only the hash of the token, for one hour', async () => {
    const person = await signUp(t);
    const token = await resetToken(person.email);
    const [row] = await t.db
      .select({
        hours: sql<number>`round(extract(epoch from ${emailTokens.expiresAt} - ${emailTokens.createdAt}) / 3600)::int`,
      })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashEmailToken(token)));
    expect(row?.hours).toBe(1);
    const stored = await t.db.select({ hash: emailTokens.tokenHash }).from(emailTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a malformed address like sign-up does', async () => {
    const response = await ask('not-an-address');
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
  });

  it('is rate-limited per address, whether or not it has an account', async () => {
    const limited = await createTestApp({
      rateLimits: { passwordResetPerAccount: { limit: 2, windowSeconds: 60 } },
    });
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 2; i += 1) {
      expect((await limited.request('POST', '/api/auth/password-reset', { email })).status).toBe(202);
    }
    const third = await limited.request('POST', '/api/auth/password-reset', { email });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('works once: a second use is refused with a clear message', async () => {
    const person = await signUp(t);
    const token = await resetToken(person.email);
    expect((await confirm(token)).status).toBe(204);
    const again = await confirm(token, 'Another1pass');
    expect(again.status).toBe(400);
    expect(errorOf(again)).toEqual({ code: 'invalid_reset_token', message: mailMessages.invalidResetToken });
    expect((await signIn(t, person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired token and an unknown one', async () => {
    const person = await signUp(t);
    const token = await resetToken(person.email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashEmailToken(token)));
    expect(errorOf(await confirm(token)).code).toBe('invalid_reset_token');
    expect(errorOf(await confirm('x'.repeat(43))).code).toBe('invalid_reset_token');
    expect((await signIn(t, person.email, PASSWORD)).status).toBe(200);
  });

  it('spends the person’s older links when one is used', async () => {
    const person = await signUp(t);
    const older = await resetToken(person.email);
    const newer = await resetToken(person.email);
    expect((await confirm(newer)).status).toBe(204);
    expect(errorOf(await confirm(older, 'Older1link')).code).toBe('invalid_reset_token');
  });

  it('refuses a verification link’s token', async () => {
    const person = await signUp(t);
    const token = tokenIn(await receiver.nextMailTo(person.email, VERIFY_SUBJECT, 1), '/verify-email');
    expect(errorOf(await confirm(token)).code).toBe('invalid_reset_token');
  });

  it('revokes every session of the person and verifies their address', async () => {
    const person = await signUp(t);
    const second = await signIn(t, person.email);
    const token = await resetToken(person.email);
    expect((await confirm(token)).status).toBe(204);
    for (const access of [person.token, second.body.access_token]) {
      const response = await me(t, access);
      expect(response.status).toBe(401);
      expect(errorOf(response).message).toBe(apiMessages.invalidToken);
    }
    const refresh = await t.request('POST', '/api/auth/token', {
      grantType: 'refresh_token',
      refreshToken: person.session.refresh_token,
    });
    expect(refresh.status).toBe(401);
    const [row] = await t.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, person.email));
    expect(row?.verifiedAt).not.toBeNull();
  });

  it('holds the new password to the sign-up rules', async () => {
    const person = await signUp(t);
    const token = await resetToken(person.email);
    const weak = await confirm(token, 'short');
    expect(weak.status).toBe(400);
    expect(errorOf(weak).code).toBe('validation_failed');
    expect((await confirm(token)).status).toBe(204);
  });
});
