// Renders pages to HTML at build time, so that they paint before any script runs: those that hold
// nothing of a person's own (the landing page and /auth, decision 010) and the app's shell of every
// member's page (the sidebar and the top bar with the page's skeleton, decision 025), once with the
// sidebar open and once collapsed. `npm run build:web` runs it after `vite build`: a server-side build
// of src/web/prerender.tsx, whose pages go into the built index.html and are written to
// dist/web/prerendered/, with pages.json saying which file answers which route; src/server/spa.ts
// serves them for their paths.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const repo = path.resolve(import.meta.dirname, '..');

/**
 * The file a route's page is written to, under dist/web/prerendered/: "/" is index.html, "/teams/:id"
 * teams-id.html, and with `variant` ("collapsed") teams-id.collapsed.html.
 */
export const prerenderedFile = (route, variant) =>
  `${route === '/' ? 'index' : route.slice(1).replace(/[^a-z0-9]+/gi, '-')}${variant ? `.${variant}` : ''}.html`;

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
export function withPage(indexHtml, pageHtml, { headScript, visitorNeedsScript, scriptNonce, audience }) {
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
  // Who the page is for: the CSS shows a visitor's page without a stored session, a member's with one.
  // A member's shell is #root's own content, as the app renders it, so that the app can adopt it
  // (hydrate) rather than replace it (decision 055); a visitor's page is replaced, in a wrapper.
  if (audience === 'member') {
    root.setAttribute('data-prerendered', audience);
    root.innerHTML = pageHtml;
  } else {
    root.innerHTML = `<div data-prerendered="${audience}">${pageHtml}</div>`;
  }
  return dom.serialize();
}

export async function prerender(webRoot) {
  const entry = await loadPrerenderEntry(webRoot);
  const { prerenderedPages, renderPage, headScript, NONCE_PLACEHOLDER } = entry;
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const dir = path.join(webRoot, 'prerendered');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  /** Route → its file, and the file a cookie's value asks for instead (spa.ts reads it). */
  const index = {};
  const write = (route, variant, html) => {
    const file = prerenderedFile(route, variant);
    if (Object.values(index).some((page) => page.file === file || page.byCookie?.file === file)) {
      throw new Error(`two routes write prerendered/${file}`);
    }
    writeFileSync(path.join(dir, file), html);
    return file;
  };
  for (const route of prerenderedPages.keys()) {
    const html = withPage(indexHtml, await renderPage(route), {
      headScript: (entry) => headScript(route, entry),
      visitorNeedsScript: prerenderedPages.get(route).prerender.visitorNeedsScript,
      scriptNonce: NONCE_PLACEHOLDER.script,
      audience: 'visitor',
    });
    index[route] = { file: write(route, '', html) };
  }
  const shell = async (route, sidebarOpen) =>
    withPage(indexHtml, await entry.renderShell(route, { sidebarOpen }), {
      headScript: () => entry.memberHeadScript(route),
      visitorNeedsScript: true,
      scriptNonce: NONCE_PLACEHOLDER.script,
      audience: 'member',
    });
  for (const { route } of entry.memberShells) {
    const file = write(route, '', await shell(route, true));
    const collapsed = write(route, 'collapsed', await shell(route, false));
    index[route] = { file, byCookie: { ...entry.COLLAPSED_SIDEBAR_COOKIE, file: collapsed } };
  }
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(index, null, 2));
  return Object.keys(index);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const routes = await prerender(path.join(repo, 'dist/web'));
  console.log(`prerendered ${routes.length} pages: ${routes.join(', ')}`);
}
