import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** What a logger wrote to its stream, once `log` has run. */
function written(readable: boolean, log: (logger: ReturnType<typeof createLogger>) => void): string {
  const destination = new PassThrough();
  const chunks: Buffer[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk));
  log(createLogger('info', { readable, destination }));
  return Buffer.concat(chunks).toString('utf8');
}

describe('createLogger', () => {
  it('writes JSON lines for a machine', () => {
    const out = written(false, (logger) => logger.info({ port: 3000 }, 'SOS listening'));
    expect(JSON.parse(out)).toMatchObject({ level: 30, msg: 'SOS listening', port: 3000 });
  });

  it('writes a readable line for a terminal: time, level, message, then the fields', () => {
    const out = written(true, (logger) => logger.info({ port: 3000 }, 'SOS listening'));
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: SOS listening\n/);
    expect(out).toContain('port: 3000');
    expect(() => JSON.parse(out)).toThrow();
  });

  it('redacts credentials in readable lines too', () => {
    const out = written(true, (logger) => logger.warn({ user: { password: 'Waves4ever' } }, 'odd'));
    expect(out).toContain('[redacted]');
    expect(out).not.toContain('Waves4ever');
  });

  it('redacts a webhook’s signing secret and signature', () => {
    const out = written(false, (logger) =>
      logger.warn(
        {
          made: { webhookSecret: 'whsec_hush1' },
          row: { id: 'i1', secret: 'whsec_hush2' },
          headers: { 'webhook-id': 'msg_1', 'webhook-signature': 'v1,hush3' },
        },
        'odd',
      ),
    );
    expect(out).not.toMatch(/hush/);
    expect(JSON.parse(out)).toMatchObject({
      made: { webhookSecret: '[redacted]' },
      row: { id: 'i1', secret: '[redacted]' },
      headers: { 'webhook-id': 'msg_1', 'webhook-signature': '[redacted]' },
    });
  });

  it('redacts a Slack connection’s signing secret', () => {
    const out = written(false, (logger) =>
      logger.warn({ connection: { id: 'c1', signingSecret: '5b3c0e8d9f1a2b4c' } }, 'odd'),
    );
    expect(JSON.parse(out).connection).toEqual({ id: 'c1', signingSecret: '[redacted]' });
  });

  it('redacts an identity provider’s client secret and a sign-in’s PKCE verifier', () => {
    const out = written(false, (logger) =>
      logger.warn(
        {
          sso: { issuer: 'https://idp.example', clientSecret: 'hush-1', codeVerifier: 'hush-2' },
          form: { client_secret: 'hush-3', code_verifier: 'hush-4' },
        },
        'odd',
      ),
    );
    expect(JSON.parse(out)).toMatchObject({
      sso: { issuer: 'https://idp.example', clientSecret: '[redacted]', codeVerifier: '[redacted]' },
      form: { client_secret: '[redacted]', code_verifier: '[redacted]' },
    });
    expect(out).not.toMatch(/hush/);
  });
});
