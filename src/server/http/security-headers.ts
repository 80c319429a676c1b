import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';

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

/**
 * Powerful browser features SOS does not use, denied to the page and to anything it might embed, so
 * that injected script could not use them either (the clipboard stays: the company code is copied).
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * The headers every page and static file carries whose values never change, written once here rather
 * than worked out per response. HSTS is sent, and browsers honour it only over HTTPS.
 */
export const documentHeaders: readonly (readonly [name: string, value: string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * An API answer is JSON that no browser renders as a page, so it carries the headers that protect
 * data rather than documents (decision 024): no caching of personal data, no sniffing it into
 * something else, no framing, no reading by another origin's page, HTTPS only; and a policy that
 * lets nothing load, should the JSON ever be opened as a page. Document policies (Permissions-Policy,
 * COOP, Origin-Agent-Cluster…) apply to pages only and stay with them.
 */
export const apiHeaders: readonly (readonly [name: string, value: string])[] = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

const SCRIPT_NONCE = '\u0000script';
const STYLE_NONCE = '\u0000style';

/**
 * The page loads only its own hashed scripts and styles, so the policy needs no 'unsafe-inline' or
 * 'unsafe-eval'. The one <style> element written at run time (the scroll lock of dialogs) carries
 * this response's style nonce, which spa.ts hands to the page; the one inline script (a prerendered
 * page's session mark, decision 010) carries the script nonce.
 */
const policyDirectives: [directive: string, ...sources: string[]][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'", SCRIPT_NONCE],
  ['style-src', "'self'", STYLE_NONCE],
  ['img-src', "'self'", 'data:'],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The policy's text around its two nonces, joined once: a response only fills them in. */
const [beforeScriptNonce = '', betweenNonces = '', afterStyleNonce = ''] = policyDirectives
  .map((directive) => directive.join(' '))
  .join('; ')
  .split(new RegExp(`${SCRIPT_NONCE}|${STYLE_NONCE}`));

/**
 * This response's Content-Security-Policy. Its style nonce is kept on the context for spa.ts to
 * write into the page (a <meta> for the dialogs' <style>); its script nonce, apart, appears only on
 * the script it allows.
 */
export function contentSecurityPolicy(c: Context): string {
  const scriptNonce = nextNonce();
  const styleNonce = nextNonce();
  c.set('scriptNonce', scriptNonce);
  c.set('secureHeadersNonce', styleNonce);
  return `${beforeScriptNonce}'nonce-${scriptNonce}'${betweenNonces}'nonce-${styleNonce}'${afterStyleNonce}`;
}
