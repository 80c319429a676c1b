import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';

/** index.html's stand-in for the style nonce of the response's Content-Security-Policy. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SOS</title></head>
<body><h1>SOS</h1><p>The API is running. Build the web app with <code>npm run build</code>.</p></body></html>`;

/**
 * The built single-page app: hashed assets cached for a year, every other path answered with
 * index.html so deep links and the 404 page work on reload.
 */
export function spaRoutes(webRoot: string | undefined) {
  const app = new Hono<AppEnv>();
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER;

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
    // Other files of the build (favicon.svg…): only paths that name a file, so that "/" or a folder is
    // never served as one, and none under a dot-folder (Vite's .vite/manifest.json is for the tools).
    app.get('/:file{[^.][^/]*\\.[a-z0-9]+}', serveStatic({ root: webRoot }));
  }
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml.replace(NONCE_PLACEHOLDER, c.get('secureHeadersNonce') ?? ''));
  });
  return app;
}
