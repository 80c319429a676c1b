import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const NONCE_BYTES = 16;

/** 128 fresh random bits, one draw per nonce: a page's response has two. */
const nextNonce = () => randomBytes(NONCE_BYTES).toString('base64');

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

/** Values we set stricter than Hono's defaults, the same on pages and API answers. */
const shared = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Sent always; browsers honour it only over HTTPS.
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
} as const;

/** A new nonce for this response's policy, kept on the context under `key` for spa.ts to write into the page. */
const nonce = (key: 'scriptNonce' | 'secureHeadersNonce') => (c: Context) => {
  const value = nextNonce();
  c.set(key, value);
  return `'nonce-${value}'`;
};

/**
 * The headers of every page and static file: Hono's `secureHeaders` with its defaults (COOP and
 * CORP same-origin, Origin-Agent-Cluster, nosniff, no DNS prefetch, X-XSS-Protection 0…), our
 * stricter values above, every powerful feature denied, and a Content-Security-Policy that loads
 * only our own hashed scripts and styles, so it needs no 'unsafe-inline' or 'unsafe-eval'. The one
 * <style> element written at run time (the scroll lock of dialogs) carries this response's style
 * nonce, which spa.ts hands to the page; the one inline script (a prerendered page's head script,
 * decisions 010 and 025) carries the script nonce, which appears nowhere else.
 */
export const documentHeaders: MiddlewareHandler = secureHeaders({
  ...shared,
  permissionsPolicy: Object.fromEntries(deniedFeatures.map((feature) => [feature, []])),
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce('scriptNonce')],
    // The head script's worker that loads the international formats off the main thread (decision 053).
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", nonce('secureHeadersNonce')],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

/**
 * An API answer is JSON that no browser renders as a page, so it carries the headers that protect
 * data rather than documents (decision 024): no sniffing it into something else, no framing, no
 * reading by another origin's page, HTTPS only, and a policy that lets nothing load should the JSON
 * ever be opened as a page. Document policies (Permissions-Policy, COOP, Origin-Agent-Cluster…) apply
 * to pages only and stay with them. `Cache-Control: no-store` (personal data) is every-request.ts's.
 */
export const apiHeaders: MiddlewareHandler = secureHeaders({
  ...shared,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
