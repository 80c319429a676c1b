import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

/** One e-mail. `link` is the action it carries, the one thing the log mailer writes besides who and what. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
}

/** Sends mail; the routes reach it through AppDeps and never wait for it (see sendInBackground). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Through the SMTP server of SMTP_URL (smtps:// for TLS from the start, smtp:// upgrades with STARTTLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, ...(html && { html }) });
    },
  };
}

/**
 * Without SMTP_URL: the link is written to the log at info, so that `npm start` needs nothing and an
 * operator can still hand a link over. The link is a secret of its recipient: anyone who reads this
 * log can open it (docs/security.md).
 */
export function logMailer(logger: Logger): Mailer {
  logger.warn('mail: no SMTP_URL, links are written to this log');
  return {
    send({ to, subject, link }) {
      logger.info({ mail: { to, subject, link } }, `mail to ${to}: ${subject}`);
      return Promise.resolve();
    },
  };
}

/** Waits before each further attempt: a mail server that is briefly down still gets the message. */
export const RETRY_DELAYS_MS = [2_000, 30_000];

/**
 * Sends after the answer, never failing the request: a person asking for a reset gets the same answer
 * whether or not the mail went out (or whether the account exists). Failures are retried twice, then
 * logged with the recipient and subject, never the text, which holds the token.
 */
export function sendInBackground(
  mailer: Mailer,
  logger: Logger,
  message: MailMessage,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<void> {
  const attempt = async (tries: number): Promise<void> => {
    try {
      await mailer.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = delaysMs[tries];
      const about = { mail: { to: message.to, subject: message.subject }, reason };
      if (delay === undefined) {
        logger.error(about, 'mail could not be sent; giving up');
        return;
      }
      logger.warn(about, `mail could not be sent; trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      return attempt(tries + 1);
    }
  };
  return attempt(0);
}
