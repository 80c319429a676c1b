import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress, outboundFetch, OutboundRefused } from './outbound-fetch';

let server: Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/secret' });
      response.end();
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 2000);
    } else if (request.url === '/endless') {
      response.write('x'.repeat(64 * 1024));
      response.end('x'.repeat(64 * 1024));
    } else {
      response.end(`hello from ${request.url}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const open = { allowPrivate: true, timeoutMs: 1000 };
const closed = { allowPrivate: false, timeoutMs: 1000 };

describe('the outbound guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (a cloud’s metadata service)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'IPv6 unique-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::1', '6to4 of a private address'],
    ['ff02::1', 'IPv6 multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('sends nothing to a loopback address, as an IP or as a name that resolves to one', async () => {
    hits = 0;
    await expect(outboundFetch(`${base}/a`, {}, closed)).rejects.toThrow(OutboundRefused);
    const named = base.replace('127.0.0.1', 'localhost');
    await expect(outboundFetch(`${named}/a`, {}, closed)).rejects.toThrow(/private, loopback or link-local/);
    await expect(assertPublicUrl(`${named}/a`, false)).rejects.toThrow(OutboundRefused);
    await expect(outboundFetch('http://[::1]:9/a', {}, closed)).rejects.toThrow(OutboundRefused);
    expect(hits).toBe(0);
  });

  it('sends to loopback when private addresses are allowed, by IP and by name', async () => {
    const answer = await outboundFetch(`${base}/a`, { method: 'POST', body: 'x' }, open);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('hello from /a');
    const named = await outboundFetch(`${base.replace('127.0.0.1', 'localhost')}/b`, {}, open);
    expect(await named.text()).toBe('hello from /b');
    await expect(assertPublicUrl(`${base}/a`, true)).resolves.toBeUndefined();
  });

  it('answers a redirect as it is, never following it', async () => {
    hits = 0;
    const answer = await outboundFetch(`${base}/moved`, {}, open);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/secret');
    expect(hits).toBe(1);
  });

  it('refuses other schemes and credentials in the address, before any lookup', async () => {
    await expect(outboundFetch('file:///etc/passwd', {}, open)).rejects.toThrow(/https:\/\/ or http:\/\//);
    await expect(outboundFetch('ftp://example.com/', {}, open)).rejects.toThrow(OutboundRefused);
    await expect(outboundFetch(`http://user:pass@${base.slice(7)}/a`, {}, open)).rejects.toThrow(
      /user name or password/,
    );
    await expect(assertPublicUrl('not a url', false)).rejects.toThrow(/not a valid URL/);
  });

  it('gives up on a slow answer at its time limit, saying so', async () => {
    const started = Date.now();
    await expect(outboundFetch(`${base}/slow`, {}, { allowPrivate: true, timeoutMs: 200 })).rejects.toThrow(
      /No answer within 0.2 s/,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops reading an answer past its cap', async () => {
    const answer = await outboundFetch(`${base}/endless`, {}, { ...open, maxBodyBytes: 1000 });
    await expect(answer.text()).rejects.toThrow();
    const whole = await outboundFetch(`${base}/endless`, {}, open);
    expect((await whole.text()).length).toBe(128 * 1024);
  });
});
