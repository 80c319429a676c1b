import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { securityHeaders } from './http/security-headers';
import { NONCE_PLACEHOLDER, spaRoutes } from './spa';

/** The built web app as the server hands it out, from a web root laid out like dist/web. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'sos-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><meta name="csp-nonce" content="${NONCE_PLACEHOLDER}"><div id="root"></div>`,
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
  const withHeaders = new Hono<AppEnv>().use(securityHeaders()).route('/', spaRoutes(webRoot));
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
