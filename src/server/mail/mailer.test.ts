import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../../tests/setup/smtp-receiver';
import { logMailer, type Mailer, sendInBackground, smtpMailer } from './mailer';
import { linkTo, passwordResetMail, verificationMail } from './messages';

const receiver = await startSmtpReceiver();

/** A logger whose JSON lines are kept in `lines`. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, sink), lines };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('smtpMailer', () => {
  it('delivers text and HTML from MAIL_FROM through SMTP_URL', async () => {
    const link = linkTo('https://sos.example.com', '/reset-password', 'abc-123_x');
    await smtpMailer(receiver.smtpUrl, 'Surf Club <team@example.com>').send(
      passwordResetMail('ada@example.com', 'Ada <b>', link),
    );
    const [mail] = receiver.mailTo('ada@example.com');
    expect(mail).toMatchObject({
      subject: 'Reset your SOS password',
      from: '"Surf Club" <team@example.com>',
    });
    expect(mail?.text).toContain('Hello Ada <b>,');
    expect(mail?.text).toContain('https://sos.example.com/reset-password?token=abc-123_x');
    expect(mail?.html).toContain('Ada &#60;b&#62;');
    expect(mail?.html).toContain('href="https://sos.example.com/reset-password?token=abc-123_x"');
  });
});

describe('logMailer', () => {
  it('says at start that links go to the log, then logs recipient, subject and link at info', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = logMailer(logger);
    await mailer.send(
      verificationMail('bo@example.com', null, 'http://localhost:3000/verify-email?token=t1'),
    );
    await flush();
    expect(lines[0]).toMatchObject({ level: 40, msg: 'mail: no SMTP_URL, links are written to this log' });
    expect(lines[1]).toMatchObject({
      level: 30,
      mail: {
        to: 'bo@example.com',
        subject: 'Verify your e-mail address for SOS',
        link: 'http://localhost:3000/verify-email?token=t1',
      },
    });
    expect(JSON.stringify(lines[1])).not.toContain('Hello');
  });
});

describe('sendInBackground', () => {
  it('tries again after a failure, then logs the failure without the message’s text', async () => {
    const { logger, lines } = recordingLogger();
    let attempts = 0;
    const failing: Mailer = {
      send: () => {
        attempts += 1;
        return Promise.reject(new Error('connect ECONNREFUSED'));
      },
    };
    const message = passwordResetMail('cy@example.com', 'Cy', 'http://x/reset-password?token=secret-token');
    await sendInBackground(failing, logger, message, [1, 1]);
    await flush();
    expect(attempts).toBe(3);
    expect(lines.map((line) => line.level)).toEqual([40, 40, 50]);
    expect(lines.at(-1)).toMatchObject({
      mail: { to: 'cy@example.com', subject: 'Reset your SOS password' },
      reason: 'connect ECONNREFUSED',
    });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('sends once when the first attempt succeeds', async () => {
    const { logger, lines } = recordingLogger();
    const sent: string[] = [];
    await sendInBackground(
      { send: async (m) => void sent.push(m.to) },
      logger,
      verificationMail('d@e.f', null, 'l'),
    );
    expect(sent).toEqual(['d@e.f']);
    expect(lines).toEqual([]);
  });
});
