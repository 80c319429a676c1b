/**
 * zod 4 probes `new Function("")` when it builds an object schema, to compile faster parsers. Our CSP
 * (script-src 'self') forbids eval, so the probe raised a `securitypolicyviolation` on every page that
 * loads a form. jitless skips the probe; zod reads this global config when it loads, so this module is
 * imported by lib/auth.tsx, which the entry evaluates before any route chunk (and so any schema) loads.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });
