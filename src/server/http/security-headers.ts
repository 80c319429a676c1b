import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * 128 fresh random bits per response. They come from a buffer filled by the system's secure random
 * source once per 256 nonces, as Node's randomUUID does, instead of one call to it per response.
 */
function nextNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolOffset = 0;
  }
  const nonce = randomPool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's script nonce, for the one inline script of a prerendered page (spa.ts). */
    scriptNonce?: string;
  }
}

/** This response's style nonce, kept on the context for spa.ts to write into the page. */
function styleNonce(c: Context): string {
  const nonce = (c.get('secureHeadersNonce') as string | undefined) ?? nextNonce();
  c.set('secureHeadersNonce', nonce);
  return `'nonce-${nonce}'`;
}

/**
 * This response's script nonce, apart from the style nonce: the page shows that one to its scripts
 * (a <meta> for the dialogs' <style>), while this one appears only on the script it allows.
 */
function scriptNonce(c: Context): string {
  const nonce = nextNonce();
  c.set('scriptNonce', nonce);
  return `'nonce-${nonce}'`;
}

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>;

/**
 * Powerful browser features SOS does not use, denied to the page and to anything it might embed, so
 * that injected script could not use them either (the clipboard stays: the company code is copied).
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsingTopics',
  'camera',
  'displayCapture',
  'encryptedMedia',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'identityCredentialsGet',
  'idleDetection',
  'localFonts',
  'magnetometer',
  'microphone',
  'midi',
  'otpCredentials',
  'payment',
  'pictureInPicture',
  'publickeyCredentialsGet',
  'screenWakeLock',
  'serial',
  'storageAccess',
  'usb',
  'windowManagement',
  'xrSpatialTracking',
] as const satisfies (keyof PermissionsPolicy)[];

/**
 * Headers on every response. The page loads only its own hashed scripts and styles, so the policy
 * needs no 'unsafe-inline' or 'unsafe-eval'. The one <style> element written at run time (the scroll
 * lock of dialogs) carries this response's nonce, which spa.ts hands to the page; the one inline
 * script (a prerendered page's session mark, decision 010) carries the script nonce. HSTS is sent, and
 * browsers honour it only over HTTPS.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptNonce],
      styleSrc: ["'self'", styleNonce],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: Object.fromEntries(deniedFeatures.map((feature) => [feature, false])),
  });
}
