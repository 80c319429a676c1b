// Renders the pages that hold nothing of a person's own (the landing page and /auth) to HTML at build
// time, so that they paint before any script runs (decision 010). `npm run build:web` runs it after
// `vite build`: a server-side build of src/web/prerender.tsx, whose pages go into the built index.html
// and are written to dist/web/prerendered/<page>.html; src/server/spa.ts serves them for their paths.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const repo = path.resolve(import.meta.dirname, '..');

/** The placeholder spa.ts replaces with this response's script nonce. */
export const SCRIPT_NONCE_PLACEHOLDER = '__CSP_SCRIPT_NONCE__';

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

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The built index.html with a page inside #root and its head script. A page whose visitors run no
 * script keeps the stylesheet but loses the entry's <script> and module preloads: its head script
 * loads the entry when a session is stored (decision 011).
 */
export function withPage(indexHtml, pageHtml, { headScript, visitorNeedsScript }) {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no ${root}`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  const head = `<script nonce="${SCRIPT_NONCE_PLACEHOLDER}">${headScript(entry)}</script>`;
  const html = visitorNeedsScript
    ? indexHtml
    : indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return html
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${head}`)
    .replace(root, `<div id="root"><div data-prerendered>${pageHtml}</div></div>`);
}

export async function prerender(webRoot) {
  const { prerenderedPages, renderPage, headScript } = await loadPrerenderEntry(webRoot);
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const dir = path.join(webRoot, 'prerendered');
  mkdirSync(dir, { recursive: true });
  const routes = Object.keys(prerenderedPages);
  for (const route of routes) {
    const html = withPage(indexHtml, renderPage(route), {
      headScript: (entry) => headScript(route, entry),
      visitorNeedsScript: prerenderedPages[route].visitorNeedsScript,
    });
    writeFileSync(path.join(dir, prerenderedFile(route)), html);
  }
  return routes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const routes = await prerender(path.join(repo, 'dist/web'));
  console.log(`prerendered ${routes.join(', ')}`);
}
