import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets SOS must read back (an identity provider's client secret, a webhook's signing secret, a
 * Slack or Teams webhook address) are sealed with AES-256-GCM before they reach the database, so a
 * copy of the database or of a backup file reads none of them (docs/security.md, "Secrets at rest").
 *
 * Each is sealed for a purpose (`sso-client-secret:<company id>`…), bound in as additional data: a
 * sealed value copied into another row, or another company's, does not open there.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws when the value was sealed with another key or for another purpose, or was altered. */
  open(sealed: string, purpose: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The box's 32-byte key, from SECRETS_KEY when set, else from AUTH_SECRET (which a backup carries, so a
 * restore keeps every secret readable): HKDF-SHA-256 with its own label, so the key that seals
 * secrets is never the one that signs tokens.
 */
export function secretsKeyFrom(keyMaterial: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyMaterial, 'sos', 'sos secrets at rest v1', 32));
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key.');
  return {
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(sealed, purpose) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) throw new Error('Not a sealed secret.');
      const bytes = Buffer.from(body, 'base64url');
      if (bytes.length < TAG_BYTES) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
