import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every response. The page loads only its own hashed scripts and styles, so the policy
 * needs no 'unsafe-inline' or 'unsafe-eval'. The one <style> element written at run time (the scroll
 * lock of dialogs) carries this response's nonce, which spa.ts hands to the page. HSTS is sent, and
 * browsers honour it only over HTTPS.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", NONCE],
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
  });
}
