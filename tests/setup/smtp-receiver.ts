import { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export const RESET_SUBJECT = 'Reset your SOS password';
export const VERIFY_SUBJECT = 'Verify your e-mail address for SOS';

/** A message the receiver took, parsed: who it was for, its subject, text and HTML. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

function addresses(field: ParsedMail['to']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/**
 * A real SMTP server in this process, on a free port, that keeps every message it receives. Closed
 * after the test file. `smtpUrl` is what SMTP_URL would be.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addresses(mail.to),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Every message received so far for this address (with this subject, if given). */
  const mailTo = (address: string, subject?: string) =>
    received.filter(
      (mail) =>
        mail.to.includes(address.toLowerCase()) && (subject === undefined || mail.subject === subject),
    );

  /**
   * Waits (up to 5 s) for the `count`th message to this address with this subject (by default the next
   * one after those received so far) and answers it.
   */
  async function nextMailTo(
    address: string,
    subject: string,
    count = mailTo(address, subject).length + 1,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + 5000;
    while (mailTo(address, subject).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${address} within 5 s`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return mailTo(address, subject)[count - 1]!;
  }

  return { smtpUrl: `smtp://127.0.0.1:${port}`, received, mailTo, nextMailTo };
}

/** The token of the first link in a mail's text that leads to `page`. */
export function tokenIn(mail: ReceivedMail, page: '/reset-password' | '/verify-email'): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=([\\w%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}
