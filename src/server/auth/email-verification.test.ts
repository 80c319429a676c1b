import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, me, member, requester, signUp } from '../../../tests/setup/fixtures';
import { startSmtpReceiver, tokenIn, VERIFY_SUBJECT } from '../../../tests/setup/smtp-receiver';
import { createTestApp, errorOf, TEST_PUBLIC_URL } from '../../../tests/setup/test-app';
import type { JoinRequestForReview } from '../../shared/api';
import type { Person } from '../../shared/contract/people';
import { mailMessages } from '../../shared/mail-messages';
import { emailTokens } from '../db/schema';
import { smtpMailer } from '../mail/mailer';
import { hashEmailToken } from './email-tokens';

/** E-mail verification: the link mailed at sign-up, its resending, and who sees the result. */
const receiver = await startSmtpReceiver();
const t = await createTestApp({ mailer: smtpMailer(receiver.smtpUrl, 'SOS <no-reply@sos.test>') });

const verify = (token: string) => t.request('POST', '/api/auth/verify-email', { token });
const resend = (token: string) => t.request('POST', '/api/me/verification-email', undefined, { token });

async function verificationToken(email: string, count = 1) {
  return tokenIn(await receiver.nextMailTo(email, VERIFY_SUBJECT, count), '/verify-email');
}

describe('e-mail verification', () => {
  it('mails a link at sign-up that verifies the address', async () => {
    const person = await signUp(t, { fullName: 'Vera Verified' });
    expect((await me(t, person.token)).body.user.emailVerified).toBe(false);
    const mail = await receiver.nextMailTo(person.email, VERIFY_SUBJECT, 1);
    expect(mail.text).toContain('Hello Vera Verified,');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/verify-email?token=`);

    const response = await verify(tokenIn(mail, '/verify-email'));
    expect(response).toMatchObject({ status: 200, body: { emailVerified: true } });
    expect((await me(t, person.token)).body.user.emailVerified).toBe(true);
  });

  it('answers a second click on the same link the same, and refuses unknown and expired links', async () => {
    const person = await signUp(t);
    const token = await verificationToken(person.email);
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).status).toBe(200);

    const unknown = await verify('y'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown)).toEqual({
      code: 'invalid_verification_token',
      message: mailMessages.invalidVerificationToken,
    });

    const late = await signUp(t);
    const lateToken = await verificationToken(late.email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashEmailToken(lateToken)));
    expect(errorOf(await verify(lateToken)).code).toBe('invalid_verification_token');
    expect((await me(t, late.token)).body.user.emailVerified).toBe(false);
  });

  it('resends a new link to a signed-in person, and nothing once verified', async () => {
    const person = await signUp(t);
    await verificationToken(person.email);
    expect((await resend(person.token)).status).toBe(204);
    const second = await verificationToken(person.email, 2);
    expect((await verify(second)).status).toBe(200);
    expect((await resend(person.token)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.mailTo(person.email, VERIFY_SUBJECT)).toHaveLength(2);
  });

  it('limits resending per person', async () => {
    const limited = await createTestApp({
      rateLimits: { verificationEmailPerUser: { limit: 1, windowSeconds: 60 } },
    });
    const person = await signUp(limited);
    const send = () =>
      limited.request('POST', '/api/me/verification-email', undefined, { token: person.token });
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(429);
  });

  it('shows admins whether a requester’s and a member’s address is verified', async () => {
    const owner = await admin(t, 'Verified Waves');
    const joiner = await requester(t, owner.company.companyCode, 'Una Unverified');
    const pending = await t.request<JoinRequestForReview[]>('GET', '/api/join-requests', undefined, {
      token: owner.token,
    });
    expect(pending.body.map((request) => request.user.emailVerified)).toEqual([false]);

    const colleague = await member(t, owner);
    expect((await verify(await verificationToken(colleague.email))).status).toBe(200);
    const people = await t.request<{ items: Person[] }>('GET', '/api/people', undefined, {
      token: owner.token,
    });
    const verifiedByEmail = Object.fromEntries(people.body.items.map((p) => [p.email, p.emailVerified]));
    expect(verifiedByEmail[colleague.email]).toBe(true);
    expect(verifiedByEmail[owner.email]).toBe(false);
    expect(joiner.email in verifiedByEmail).toBe(false);
  });
});
