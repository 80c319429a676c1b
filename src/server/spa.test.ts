import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../shared/csp-nonce';
import type { AppEnv } from './context';
import { everyRequest } from './http/every-request';
import { createLogger } from './logger';
import { preloadLinks, routeMatcher, spaRoutes } from './spa';

/** The built web app as the server hands it out, from a web root laid out like dist/web. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'sos-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><meta name="csp-nonce" content="${NONCE_PLACEHOLDER.style}"><div id="root"></div>`,
);
writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log("app")');
writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log("app")'));
mkdirSync(path.join(webRoot, '.vite'));
writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{"name":"build manifest"}');
writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const app = spaRoutes(webRoot);

describe('serving the web app', () => {
  it.each(['/', '/auth', '/dashboard', '/company-setup', '/no/such/page'])(
    'answers %s with the app page',
    async (route) => {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of an asset to a browser that accepts it', async () => {
    const response = await app.request('/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      'console.log("app")',
    );
  });

  it('never sends the page template raw: /index.html goes to /', async () => {
    const response = await app.request('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers a missing asset with 404, never the page', async () => {
    const response = await app.request('/assets/gone-999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('serves other files of the build by name', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('never serves a folder or anything outside the web root', async () => {
    for (const route of [
      '/assets',
      '/assets/',
      '/../package.json',
      '/%2e%2e/package.json',
      '/.vite/manifest.json',
    ]) {
      const response = await app.request(route);
      expect(await response.text()).not.toContain('"name"');
      expect(response.headers.get('content-type') ?? '').not.toMatch(/octet-stream/);
    }
  });
});

describe('the style nonce', () => {
  const withHeaders = new Hono<AppEnv>()
    .use(everyRequest(createLogger('silent')))
    .route('/', spaRoutes(webRoot));
  const nonceOf = async (response: Response) => ({
    header: /style-src 'self' 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1],
    page: /name="csp-nonce" content="([^"]*)"/.exec(await response.text())?.[1],
  });

  it('is written into the page as the policy allows it, and is new for every response', async () => {
    const first = await nonceOf(await withHeaders.request('/dashboard'));
    const second = await nonceOf(await withHeaders.request('/dashboard'));
    expect(first.header).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(first.page).toBe(first.header);
    expect(second.page).toBe(second.header);
    expect(second.header).not.toBe(first.header);
  });
});

describe("preloading a page's chunks", () => {
  // A build laid out as Vite writes it: the entry with its own imports, the app it loads on demand,
  // and route chunks that share a chunk; .vite/routes.json names each path's route modules.
  const built = mkdtempSync(path.join(os.tmpdir(), 'sos-web-'));
  mkdirSync(path.join(built, '.vite'));
  writeFileSync(path.join(built, 'index.html'), '<html><head><title>SOS</title></head><body></body></html>');
  const manifest = {
    'index.html': {
      file: 'assets/index-e1.js',
      isEntry: true,
      imports: ['_react-r1.js'],
      dynamicImports: ['app.tsx'],
      css: ['assets/index-c1.css'],
    },
    '_react-r1.js': { file: 'assets/react-r1.js' },
    'app.tsx': {
      file: 'assets/app-a1.js',
      imports: ['_react-r1.js'],
      dynamicImports: ['pages/auth.tsx', 'components/ui/toaster.tsx'],
    },
    '_card-k1.js': { file: 'assets/card-k1.js', imports: ['_react-r1.js'] },
    'pages/auth.tsx': { file: 'assets/auth-p1.js', imports: ['app.tsx', '_card-k1.js'] },
    'pages/dashboard.tsx': { file: 'assets/dashboard-p2.js', imports: ['_card-k1.js'] },
    'components/app-layout.tsx': { file: 'assets/app-layout-l1.js', imports: ['app.tsx'] },
    'components/ui/toaster.tsx': { file: 'assets/toaster-t1.js', imports: ['app.tsx'] },
  };
  writeFileSync(path.join(built, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(built, '.vite', 'routes.json'),
    JSON.stringify({
      '/auth': ['pages/auth.tsx'],
      '/dashboard': ['components/app-layout.tsx', 'pages/dashboard.tsx'],
      '/teams/:id': ['components/app-layout.tsx', 'pages/dashboard.tsx'],
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const site = spaRoutes(built);

  const preloaded = async (route: string) => {
    const page = await (await site.request(route)).text();
    const head = page.slice(0, page.indexOf('</head>'));
    return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1] ?? '',
    );
  };

  it("names the app and the route's chunks with their imports, once each, not what index.html loads", async () => {
    expect(await preloaded('/auth')).toEqual([
      '/assets/app-a1.js',
      '/assets/card-k1.js',
      '/assets/auth-p1.js',
    ]);
    expect(await preloaded('/dashboard')).toEqual([
      '/assets/app-a1.js',
      '/assets/app-layout-l1.js',
      '/assets/card-k1.js',
      '/assets/dashboard-p2.js',
    ]);
  });

  it('names each chunk after every chunk it imports, as the browser would run them', async () => {
    for (const route of ['/auth', '/dashboard']) {
      const order = await preloaded(route);
      for (const [key, chunk] of Object.entries(manifest)) {
        const at = order.indexOf(`/${chunk.file}`);
        if (at < 0) continue;
        for (const imported of 'imports' in chunk ? chunk.imports : []) {
          const file = manifest[imported as keyof typeof manifest].file;
          const importedAt = order.indexOf(`/${file}`);
          if (importedAt >= 0) expect(importedAt, `${imported} before ${key}`).toBeLessThan(at);
        }
      }
    }
  });

  it('leaves out chunks loaded later (the toaster) and stylesheets', async () => {
    const all = [...(await preloaded('/auth')), ...(await preloaded('/dashboard'))];
    expect(all).not.toContain('/assets/toaster-t1.js');
    expect(all.every((href) => href.endsWith('.js'))).toBe(true);
  });

  it('names the chunks of a route with a parameter for any path it matches', async () => {
    const dashboard = await preloaded('/dashboard');
    expect(await preloaded('/teams/3f1c7c1e-0000-4000-8000-000000000001')).toEqual(dashboard);
    expect(await preloaded('/teams/x/')).toEqual(dashboard);
    expect(await preloaded('/teams/')).toEqual([]);
    expect(await preloaded('/teams/a/b')).toEqual([]);
  });

  it.each(['/', '/no/such/page', '/auth/extra'])(
    'adds nothing to %s, which the table does not name',
    async (route) => {
      expect(await preloaded(route)).toEqual([]);
    },
  );

  it('adds nothing when the build has no route table (a build without code splitting, or none)', () => {
    expect(preloadLinks(webRoot).size).toBe(0);
    expect(preloadLinks(path.join(built, 'missing')).size).toBe(0);
  });
});

describe('the pages prerendered at build time', () => {
  // As scripts/prerender.mjs writes them: index.html with the page in #root and the session mark.
  const built = mkdtempSync(path.join(os.tmpdir(), 'sos-web-'));
  const page = (content: string) =>
    `<!doctype html><html><head><meta charset="UTF-8" /><script nonce="${NONCE_PLACEHOLDER.script}">mark()</script>` +
    `<meta name="csp-nonce" content="${NONCE_PLACEHOLDER.style}"></head>` +
    `<body><div id="root"><div data-prerendered>${content}</div></div></body></html>`;
  writeFileSync(path.join(built, 'index.html'), page('').replace(/<script.*?<\/script>/, ''));
  mkdirSync(path.join(built, 'prerendered'));
  writeFileSync(
    path.join(built, 'prerendered', 'index.html'),
    page('<h1>Build a team that rides every wave together</h1>'),
  );
  writeFileSync(path.join(built, 'prerendered', 'auth.html'), page('<h3>Welcome to SOS</h3>'));
  // A member's page, the app's shell, once with the sidebar open and once collapsed (decision 025).
  writeFileSync(path.join(built, 'prerendered', 'dashboard.html'), page('<h1>Dashboard</h1> open'));
  writeFileSync(
    path.join(built, 'prerendered', 'dashboard.collapsed.html'),
    page('<h1>Dashboard</h1> collapsed'),
  );
  writeFileSync(path.join(built, 'prerendered', 'teams-id.html'), page('<nav>Teams</nav> open'));
  writeFileSync(
    path.join(built, 'prerendered', 'teams-id.collapsed.html'),
    page('<nav>Teams</nav> collapsed'),
  );
  const collapsed = (file: string) => ({ name: 'sidebar_state', value: 'false', file });
  writeFileSync(
    path.join(built, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/': { file: 'index.html' },
      '/auth': { file: 'auth.html' },
      '/dashboard': { file: 'dashboard.html', byCookie: collapsed('dashboard.collapsed.html') },
      '/teams/:id': { file: 'teams-id.html', byCookie: collapsed('teams-id.collapsed.html') },
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const site = new Hono<AppEnv>().use(everyRequest(createLogger('silent'))).route('/', spaRoutes(built));

  it.each([
    ['/', 'Build a team that rides every wave together'],
    ['/auth', 'Welcome to SOS'],
  ])('answers %s with its page in the HTML', async (route, heading) => {
    const response = await site.request(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(heading);
  });

  it.each(['/people', '/auth/extra', '/prerendered/auth.html', '/no/such/page', '/teams/a/b'])(
    'answers %s with the plain index.html',
    async (route) => {
      const html = await (await site.request(route)).text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toMatch(/Welcome to SOS|rides every wave|Dashboard|Teams|<script/);
    },
  );

  it("answers a member's page with its shell, in the state the sidebar's cookie asks for", async () => {
    const shell = async (route: string, cookie?: string) =>
      (await site.request(route, { headers: cookie ? { cookie } : {} })).text();
    expect(await shell('/dashboard')).toContain('<h1>Dashboard</h1> open');
    expect(await shell('/dashboard', 'sidebar_state=true')).toContain('<h1>Dashboard</h1> open');
    expect(await shell('/dashboard', 'theme=x; sidebar_state=false')).toContain(
      '<h1>Dashboard</h1> collapsed',
    );
    // A route with a parameter, for any path it matches.
    expect(await shell('/teams/3f1c7c1e-0000-4000-8000-000000000001')).toContain('<nav>Teams</nav> open');
    expect(await shell('/teams/x/', 'sidebar_state=false')).toContain('<nav>Teams</nav> collapsed');
  });

  it('compresses the page for a browser that accepts it, and says the answer varies with that', async () => {
    for (const [accepted, encoding] of [
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await site.request('/dashboard', { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await response.arrayBuffer());
      const html = (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString();
      expect(html).toContain('<h1>Dashboard</h1> open');
      expect(html).not.toContain(NONCE_PLACEHOLDER.script);
    }
  });

  it('sends a sign-in form posted before its script ran back to /auth, unread', async () => {
    const response = await site.request('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=kai%40example.com&password=Waves4ever',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth');
    expect(await response.text()).not.toContain('Waves4ever');
  });

  it("allows the page's one inline script by this response's script nonce, apart from the style nonce", async () => {
    const nonces = async () => {
      const response = await site.request('/auth');
      const csp = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      return {
        policy: /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1],
        script: /<script nonce="([^"]*)">/.exec(html)?.[1],
        style: /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1],
      };
    };
    const first = await nonces();
    const second = await nonces();
    expect(first.policy).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(first.script).toBe(first.policy);
    expect(first.style).not.toBe(first.policy);
    expect(second.script).toBe(second.policy);
    expect(second.policy).not.toBe(first.policy);
  });
});

describe('a route as a test of a path', () => {
  it('reads :name as one segment that is not empty, and escapes the rest', () => {
    const team = routeMatcher('/teams/:id');
    expect(team('/teams/abc')).toBe(true);
    expect(team('/teams/abc/')).toBe(true);
    expect(team('/Teams/abc')).toBe(true); // as the router: case is ignored
    expect(team('/teams')).toBe(false);
    expect(team('/teams//')).toBe(false);
    expect(team('/teams/a/b')).toBe(false);
    expect(routeMatcher('/a.b')('/axb')).toBe(false);
  });
});
