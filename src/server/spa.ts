import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { NONCE_PLACEHOLDER } from '../shared/csp-nonce';
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
 * A route of the router as a test of a request's path: `:name` is one segment that is not empty,
 * as react-router's matchPath reads it; a trailing slash is allowed.
 */
export function routeMatcher(route: string): (requestPath: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (requestPath) => pattern.test(requestPath);
}

/** The preload tags for a request's path: its route's, exact first, then a route with parameters. */
export function preloadsFor(preloads: Map<string, string>): (requestPath: string) => string | undefined {
  const withParams = [...preloads].filter(([route]) => route.includes('/:'));
  const matchers = withParams.map(([route, links]) => [routeMatcher(route), links] as const);
  return (requestPath) =>
    preloads.get(requestPath) ?? matchers.find(([matches]) => matches(requestPath))?.[1];
}

/**
 * For each path of the router, the <link rel="modulepreload"> tags of the chunks its page needs beyond
 * what index.html loads: the app the entry imports on demand, then the path's route modules, each with
 * its static imports. Without them the browser finds each chunk only after running the one before.
 * The build writes the path → route modules table beside Vite's manifest (vite.config.ts).
 */
export function preloadLinks(webRoot: string): Map<string, string> {
  const manifest = readJson(path.join(webRoot, '.vite/manifest.json')) as Record<string, ManifestChunk>;
  const routes = readJson(path.join(webRoot, '.vite/routes.json')) as Record<string, string[]>;
  const links = new Map<string, string>();
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey || !routes) return links;

  const withImports = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      withImports(manifest[key].imports ?? [], into);
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

/**
 * The pages rendered to HTML at build time (scripts/prerender.mjs, decision 010), by path:
 * prerendered/index.html is "/", prerendered/auth.html is "/auth".
 */
export function prerenderedPages(webRoot: string): Map<string, string> {
  const dir = path.join(webRoot, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

/**
 * The built single-page app: hashed assets cached for a year, every other path answered with
 * index.html so deep links and the 404 page work on reload; the landing page and /auth get their
 * prerendered HTML, which paints before any script runs.
 */
export function spaRoutes(webRoot: string | undefined) {
  const app = new Hono<AppEnv>();
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER;
  const preloads = webRoot ? preloadLinks(webRoot) : new Map<string, string>();
  const linksOf = preloadsFor(preloads);
  const prerendered = webRoot ? prerenderedPages(webRoot) : new Map<string, string>();

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
    const page = (prerendered.get(c.req.path) ?? indexHtml)
      .replace(NONCE_PLACEHOLDER.style, c.get('secureHeadersNonce') ?? '')
      .replace(NONCE_PLACEHOLDER.script, c.get('scriptNonce') ?? '');
    const links = linksOf(c.req.path);
    return c.html(links ? page.replace('</head>', `${links}</head>`) : page);
  });
  return app;
}
