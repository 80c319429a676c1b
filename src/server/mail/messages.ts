import type { MailMessage } from './mailer';

/** The mails SOS sends: plain text first, and the same in simple HTML with the link as a button. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function greeting(fullName: string | null): string {
  return fullName?.trim() ? `Hello ${fullName.trim()},` : 'Hello,';
}

function compose(input: {
  to: string;
  fullName: string | null;
  subject: string;
  lines: string[];
  action: string;
  link: string;
  closing: string;
}): MailMessage {
  const { to, fullName, subject, lines, action, link, closing } = input;
  const text = [greeting(fullName), '', ...lines, '', `${action}: ${link}`, '', closing, '', '— SOS'].join(
    '\n',
  );
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = `<p>${escapeHtml(greeting(fullName))}</p>${paragraphs}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(closing)}</p><p>— SOS</p>`;
  return { to, subject, text, html, link };
}

export function passwordResetMail(to: string, fullName: string | null, link: string): MailMessage {
  return compose({
    to,
    fullName,
    subject: 'Reset your SOS password',
    lines: [
      'Someone asked to reset the password of your SOS account. The link works once, for one hour.',
      'Setting a new password signs you out everywhere.',
    ],
    action: 'Choose a new password',
    link,
    closing: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

export function verificationMail(to: string, fullName: string | null, link: string): MailMessage {
  return compose({
    to,
    fullName,
    subject: 'Verify your e-mail address for SOS',
    lines: [
      'Please confirm that this address is yours, so that your company’s admins know it is you. The link works for 7 days.',
    ],
    action: 'Verify my address',
    link,
    closing: 'If you did not create an SOS account, ignore this mail.',
  });
}

/** A link to a page of SOS with the token in its query. */
export function linkTo(publicUrl: string, page: '/reset-password' | '/verify-email', token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}
