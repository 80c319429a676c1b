/**
 * The stand-ins a built page carries for its response's Content-Security-Policy nonces. The build
 * writes them (vite.config.ts puts the style nonce's <meta> in index.html; scripts/prerender.mjs gives
 * a prerendered page's inline script the script nonce), and the server replaces them with fresh
 * nonces in every response (src/server/spa.ts).
 */
export const NONCE_PLACEHOLDER = {
  /** For <style> elements the app adds (the scroll lock of dialogs): read from meta[name="csp-nonce"]. */
  style: '__CSP_NONCE__',
  /** For the one inline script of a prerendered page. */
  script: '__CSP_SCRIPT_NONCE__',
} as const;
