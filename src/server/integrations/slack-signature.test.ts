import { describe, expect, it } from 'vitest';
import { SLACK_SIGNATURE_WINDOW_SECONDS, slackSignature, slackSignatureHolds } from './slack-signature';

/**
 * Slack's own example (api.slack.com/authentication/verifying-requests-from-slack): a slash command's
 * body, its timestamp, the documentation's signing secret and the signature Slack sent. Reproducing it
 * shows the signed text is put together exactly as Slack does, which a test signing with our own
 * function could not.
 */
const slackExample = {
  secret: '8f742231b10e8888abcd99yyyzzz85a5',
  timestamp: '1531420618',
  body: 'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
  signature: 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
};
const sentAt = Number(slackExample.timestamp) * 1000;
const bytes = (text: string) => new TextEncoder().encode(text);
const request = (changes: Partial<{ timestamp: string; signature: string; body: string }> = {}) => {
  const { timestamp, signature, body } = { ...slackExample, ...changes };
  return { timestamp, signature, body: bytes(body) };
};

describe('Slack’s v0 request signature', () => {
  it('is made as Slack makes it: its published example comes out the same', () => {
    expect(slackSignature(slackExample.secret, slackExample.timestamp, slackExample.body)).toBe(
      slackExample.signature,
    );
    expect(slackSignatureHolds(slackExample.secret, request(), sentAt)).toBe(true);
  });

  it('holds up to 5 minutes either side of its timestamp, not a second more', () => {
    const window = SLACK_SIGNATURE_WINDOW_SECONDS * 1000;
    expect(SLACK_SIGNATURE_WINDOW_SECONDS).toBe(300);
    expect(slackSignatureHolds(slackExample.secret, request(), sentAt + window)).toBe(true);
    expect(slackSignatureHolds(slackExample.secret, request(), sentAt - window)).toBe(true);
    expect(slackSignatureHolds(slackExample.secret, request(), sentAt + window + 1000)).toBe(false);
    expect(slackSignatureHolds(slackExample.secret, request(), sentAt - window - 1000)).toBe(false);
  });

  it('fails for another secret, another body, another timestamp, or a signature spoilt anywhere', () => {
    const holds = (changed: Parameters<typeof request>[0], secret = slackExample.secret) =>
      slackSignatureHolds(secret, request(changed), sentAt);
    expect(holds({}, '8f742231b10e8888abcd99yyyzzz85a6')).toBe(false);
    expect(holds({ body: slackExample.body.replace('text=', 'text=hi') })).toBe(false);
    expect(holds({ body: `${slackExample.body}&` })).toBe(false);
    expect(holds({ timestamp: '1531420619' })).toBe(false);
    expect(holds({ signature: slackExample.signature.toUpperCase() })).toBe(false);
    expect(holds({ signature: slackExample.signature.replace('v0=', 'v1=') })).toBe(false);
    expect(holds({ signature: slackExample.signature.slice(0, -1) })).toBe(false);
    expect(holds({ signature: `${slackExample.signature}0` })).toBe(false);
    expect(holds({ signature: slackExample.signature.slice(3) })).toBe(false);
    expect(holds({ signature: `${slackExample.signature.slice(0, -1)}4` })).toBe(false);
  });

  it('fails without its headers, or with a timestamp that is not whole seconds', () => {
    for (const timestamp of [
      undefined,
      '',
      '1531420618.5',
      ' 1531420618',
      '0x5B47A3CA',
      '1e9',
      '-1531420618',
    ])
      expect(
        slackSignatureHolds(slackExample.secret, { ...request(), timestamp }, sentAt),
        String(timestamp),
      ).toBe(false);
    for (const signature of [undefined, ''])
      expect(slackSignatureHolds(slackExample.secret, { ...request(), signature }, sentAt)).toBe(false);
  });

  it('signs the bytes as they came: a body in UTF-8 holds only byte for byte', () => {
    const body = 'user_id=U1&text=Zo%C3%AB+%F0%9F%8C%8A+thanks';
    const timestamp = slackExample.timestamp;
    const signature = slackSignature('secret', timestamp, body);
    expect(slackSignatureHolds('secret', { timestamp, signature, body: bytes(body) }, sentAt)).toBe(true);
    // The same form written another way (a space as %20) is other bytes: it does not hold.
    const respelled = bytes(body.replace(/\+/g, '%20'));
    expect(slackSignatureHolds('secret', { timestamp, signature, body: respelled }, sentAt)).toBe(false);
  });
});
