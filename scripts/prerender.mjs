// Renders the pages that hold nothing of a person's own (the landing page and /auth) to HTML at build
// time, so that they paint before any script runs (decision 010). `npm run build:web` runs it after
// `vite build`: a server-side build of src/web/prerender.tsx, whose pages go into the built index.html
// and are written to dist/web/prerendered/<page>.html; src/server/spa.ts serves them for their paths.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const repo = path.resolve(import.meta.dirname, '..');

/** The file a path's page is written to, under dist/web/prerendered/: "/" is index.html. */
export const prerenderedFile = (route) => `${route === '/' ? 'index' : route.slice(1)}.html`;

/** Builds the prerender entry for Node beside the web build, and loads it. */
async function loadPrerenderEntry(webRoot) {
  const outDir = path.join(path.dirname(webRoot), '.prerender');
  await build({
    configFile: path.join(repo, 'vite.config.ts'),
    root: path.join(repo, 'src/web'),
    logLevel: 'warn',
    build: {
      ssr: 'prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  try {
    return await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The built index.html with a page inside #root and its head script, which carries the placeholder
 * of the script nonce. A page whose visitors run no script keeps the stylesheet but loses the entry's
 * <script> and module preloads: its head script loads the entry when a session is stored (decision
 * 011). The template is read as a document, not as text, so Vite's way of writing tags is no concern.
 */
export function withPage(indexHtml, pageHtml, { headScript, visitorNeedsScript, scriptNonce }) {
  const dom = new JSDOM(indexHtml);
  const { document } = dom.window;
  const root = document.getElementById('root');
  if (!root || root.childNodes.length > 0) throw new Error('index.html has no empty #root');
  const entry = document.querySelector('script[type="module"][src]');
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  const charset = document.querySelector('meta[charset]');
  if (!charset) throw new Error('index.html has no <meta charset>');

  const head = document.createElement('script');
  head.setAttribute('nonce', scriptNonce);
  head.textContent = headScript(entry.getAttribute('src'));
  // First after the charset: it runs before the page's HTML is parsed.
  charset.after(head);
  if (!visitorNeedsScript) {
    entry.remove();
    for (const preload of document.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
  }
  root.innerHTML = `<div data-prerendered>${pageHtml}</div>`;
  return dom.serialize();
}

export async function prerender(webRoot) {
  const { prerenderedPages, renderPage, headScript, NONCE_PLACEHOLDER } = await loadPrerenderEntry(webRoot);
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const dir = path.join(webRoot, 'prerendered');
  mkdirSync(dir, { recursive: true });
  const routes = [...prerenderedPages.keys()];
  for (const route of routes) {
    const html = withPage(indexHtml, await renderPage(route), {
      headScript: (entry) => headScript(route, entry),
      visitorNeedsScript: prerenderedPages.get(route).prerender.visitorNeedsScript,
      scriptNonce: NONCE_PLACEHOLDER.script,
    });
    writeFileSync(path.join(dir, prerenderedFile(route)), html);
  }
  return routes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const routes = await prerender(path.join(repo, 'dist/web'));
  console.log(`prerendered ${routes.join(', ')}`);
}
