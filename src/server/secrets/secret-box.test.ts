import { describe, expect, it } from 'vitest';
import { secretBox, secretsKeyFrom } from './secret-box';

const box = secretBox(secretsKeyFrom('an-auth-secret-of-at-least-32-bytes-long'));

describe('the secret box', () => {
  it('opens what it sealed, and never shows the secret in the sealed value', () => {
    const sealed = box.seal('whsec_the-webhook-secret', 'webhook-secret:a');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('the-webhook-secret');
    expect(box.open(sealed, 'webhook-secret:a')).toBe('whsec_the-webhook-secret');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', 'p')).not.toBe(box.seal('same', 'p'));
  });

  it('refuses a value sealed for another purpose, with another key, or altered', () => {
    const sealed = box.seal('secret', 'sso-client-secret:company-a');
    expect(() => box.open(sealed, 'sso-client-secret:company-b')).toThrow();
    const other = secretBox(secretsKeyFrom('another-auth-secret-of-at-least-32-bytes'));
    expect(() => other.open(sealed, 'sso-client-secret:company-a')).toThrow();
    const [version, iv, body] = sealed.split('.') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      box.open(`${version}.${iv}.${flipped.toString('base64url')}`, 'sso-client-secret:company-a'),
    ).toThrow();
    expect(() => box.open('plain text', 'sso-client-secret:company-a')).toThrow();
  });

  it('derives a key of its own from the same material: not the material itself', () => {
    const key = secretsKeyFrom('an-auth-secret-of-at-least-32-bytes-long');
    expect(key).toHaveLength(32);
    expect(key.toString('utf8')).not.toContain('an-auth-secret');
    expect(secretsKeyFrom('an-auth-secret-of-at-least-32-bytes-long').equals(key)).toBe(true);
  });
});
