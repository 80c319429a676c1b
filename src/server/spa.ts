import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { getCookie } from 'hono/cookie';
import { NONCE_PLACEHOLDER } from '../shared/csp-nonce';
import { matchPath } from '../shared/route-path';
import type { AppEnv } from './context';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SOS</title></head>
<body><h1>SOS</h1><p>The API is running. Build the web app with <code>npm run build</code>.</p></body></html>`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A route of the router as a test of a request's path, by the browser's own matchPath
 * (src/shared/route-path.ts) so that the server picks the page the browser will render.
 */
export function routeMatcher(route: string): (requestPath: string) => boolean {
  return (requestPath) => matchPath(route, requestPath) !== null;
}

/** What a table by route holds for a request's path: its route's, exact first, then a route with parameters. */
export function routeTable<T>(byRoute: Map<string, T>): (requestPath: string) => T | undefined {
  const withParams = [...byRoute].filter(([route]) => route.includes('/:'));
  const matchers = withParams.map(([route, value]) => [routeMatcher(route), value] as const);
  return (requestPath) => byRoute.get(requestPath) ?? matchers.find(([matches]) => matches(requestPath))?.[1];
}

/**
 * For each path of the router, the <link rel="modulepreload"> tags of the chunks its page needs beyond
 * what index.html loads: the app the entry imports on demand, then the path's route modules, each with
 * its static imports. Without them the browser finds each chunk only after running the one before.
 * Each chunk comes after the chunks it imports, in the order the browser itself would run them, so
 * that main.tsx can run them one at a time (decision 053). The build writes the path → route modules
 * table beside Vite's manifest (vite.config.ts).
 */
export function preloadLinks(webRoot: string): Map<string, string> {
  const manifest = readJson(path.join(webRoot, '.vite/manifest.json')) as Record<string, ManifestChunk>;
  const routes = readJson(path.join(webRoot, '.vite/routes.json')) as Record<string, string[]>;
  const links = new Map<string, string>();
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey || !routes) return links;

  // A module's imports run before it, in the order it names them: a depth-first walk, each chunk
  // added once all of its imports are.
  const withImports = (keys: string[], into = new Set<string>(), seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      withImports(manifest[key].imports ?? [], into, seen);
      into.add(key);
    }
    return into;
  };
  const inPage = withImports([entryKey]);
  const app = manifest[entryKey]?.dynamicImports ?? [];
  for (const [route, modules] of Object.entries(routes)) {
    const files = [...withImports([...app, ...modules])]
      .filter((key) => !inPage.has(key))
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'));
    const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    if (tags.length) links.set(route, tags.join(''));
  }
  return links;
}

/** A page rendered at build time, and the file a cookie's value asks for instead (scripts/prerender.mjs). */
interface PrerenderedEntry {
  file: string;
  byCookie?: { name: string; value: string; file: string };
}

export type PrerenderedPage = (
  requestPath: string,
  cookie: (name: string) => string | undefined,
) => string | undefined;

/**
 * The pages rendered to HTML at build time (scripts/prerender.mjs; decisions 010 and 025), as the
 * page for a request's path: its route's, exact first, then a route with parameters, in the variant
 * its cookie asks for (a member's page with the sidebar collapsed). prerendered/pages.json names the
 * files.
 */
export function prerenderedPages(webRoot: string): PrerenderedPage {
  const dir = path.join(webRoot, 'prerendered');
  const index = readJson(path.join(dir, 'pages.json')) as Record<string, PrerenderedEntry> | undefined;
  const read = (file: string) => readFileSync(path.join(dir, path.basename(file)), 'utf8');
  const pages = new Map<string, (cookie: (name: string) => string | undefined) => string>();
  for (const [route, { file, byCookie }] of Object.entries(index ?? {})) {
    const page = read(file);
    const variant = byCookie && { ...byCookie, page: read(byCookie.file) };
    pages.set(route, (cookie) => (variant && cookie(variant.name) === variant.value ? variant.page : page));
  }
  const pageOf = routeTable(pages);
  return (requestPath, cookie) => pageOf(requestPath)?.(cookie);
}

/**
 * The built single-page app: hashed assets cached for a year, every other path answered with
 * index.html so deep links and the 404 page work on reload; the landing page, /auth and every
 * member's page get their prerendered HTML, which paints before any script runs.
 */
export function spaRoutes(webRoot: string | undefined) {
  const app = new Hono<AppEnv>();
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER;
  const preloads = webRoot ? preloadLinks(webRoot) : new Map<string, string>();
  const linksOf = routeTable(preloads);
  const prerendered: PrerenderedPage = webRoot ? prerenderedPages(webRoot) : () => undefined;

  if (webRoot && existsSync(webRoot)) {
    // Hashed names change with their content, so a cached copy is never stale. (serveStatic's onFound
    // runs after the response is built, too late to add a header.)
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The build wrote .br and .gz copies of each asset: send the one the browser accepts.
    app.use('/assets/*', serveStatic({ root: webRoot, precompressed: true }));
    // A missing chunk must fail as a 404, not load index.html as JavaScript.
    app.all('/assets/*', (c) => c.text('Not found', 404));
    // The page template is only ever sent with this response's nonces written in, at its route.
    app.get('/index.html', (c) => c.redirect('/', 301));
    // Other files of the build (favicon.svg…): only paths that name a file, so that "/" or a folder is
    // never served as one, and none under a dot-folder (Vite's .vite/manifest.json is for the tools).
    app.get('/:file{[^.][^/]*\\.[a-z0-9]+}', serveStatic({ root: webRoot }));
  }
  // The prerendered forms post here if submitted before the script has taken over: the body is never
  // read, and the person gets the page again, now with its script.
  app.post('/auth', (c) => c.redirect('/auth', 303));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const page = (prerendered(c.req.path, (name) => getCookie(c, name)) ?? indexHtml)
      .replace(NONCE_PLACEHOLDER.style, c.get('secureHeadersNonce') ?? '')
      .replace(NONCE_PLACEHOLDER.script, c.get('scriptNonce') ?? '');
    const links = linksOf(c.req.path);
    return encodedHtml(c, links ? page.replace('</head>', `${links}</head>`) : page);
  });
  return app;
}

/**
 * A page in the encoding the browser accepts. Each response has its own nonces, so it is compressed
 * as it is sent: a member's page carries the app's shell (decision 025), some 30 KiB of HTML that
 * compresses to about 5, ahead of the page's scripts on a slow network.
 */
function encodedHtml(c: Context<AppEnv>, html: string): Response {
  c.header('Vary', 'Accept-Encoding');
  const encoding = accepts(c, { header: 'Accept-Encoding', supports: ['br', 'gzip'], default: 'identity' });
  if (encoding === 'identity') return c.html(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(new Uint8Array(body));
}
