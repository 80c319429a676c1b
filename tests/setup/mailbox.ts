import type { TestApp } from './test-app';

/**
 * The token of the newest link to `page` the test app mailed to `email` (its default mailer keeps
 * every message in `t.mailbox`).
 */
export function mailedToken(t: TestApp, email: string, page: '/reset-password' | '/verify-email'): string {
  const link = t.mailbox
    .filter((message) => message.to === email.toLowerCase() && message.link?.includes(`${page}?`))
    .at(-1)?.link;
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no ${page} link mailed to ${email}`);
  return token;
}
