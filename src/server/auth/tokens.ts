import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sos';
const AUDIENCE = 'authenticated';
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  /** A signed access token and its expiry (Unix seconds). */
  issueAccessToken(claims: AccessClaims): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  /** The claims of a valid access token, or null for anything else. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** The refresh token that replaces `parent` on rotation. */
  childRefreshToken(parent: string): string;
}

/**
 * The secret as a WebCrypto HMAC key. Handed raw bytes, jose would import them again on every sign
 * and verify: a round trip to the crypto thread pool per request.
 */
function importHmacKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/**
 * Whether a JWT's signature is written in its one canonical base64url form. An HS256 signature is
 * 32 bytes, 43 characters whose last carries two unused bits; decoding ignores them, so without this
 * check four spellings of one signature would verify, and a changed token would still pass.
 */
function hasCanonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

/**
 * HS256 access tokens per RFC 8725: one pinned algorithm, issuer and audience checked, exp, iat and
 * sub required. The key is imported once; the secret is at least 256 bits (checked in env.ts).
 */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const hmacKey = importHmacKey(key);
  return {
    async issueAccessToken({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(await hmacKey);
      return { token, expiresAt, expiresIn: ttlSeconds };
    },
    async verifyAccessToken(token) {
      if (!hasCanonicalSignature(token)) return null;
      try {
        const { payload } = await jwtVerify(token, await hmacKey, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        // Both are uuids in every token we issue; anything else would reach the database as a query
        // error (a 500) instead of being refused here (a 401).
        if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
    // Derived, not random, so that a client retrying a refresh whose answer it lost can be given the
    // same child again without the server ever storing a token in the clear.
    childRefreshToken(parent) {
      return createHmac('sha256', key).update(`refresh-token:${parent}`).digest('base64url');
    },
  };
}

/** 256 bits from the system's secure random source. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
