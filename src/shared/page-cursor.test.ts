import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './page-cursor';

const pair = { at: '2026-05-01T10:11:12.123456Z', id: '0b7d1e5c-7e0e-4a6b-9a0e-1b2c3d4e5f60' };
const encoded = (text: string) => Buffer.from(text).toString('base64url');

describe('a page cursor', () => {
  it('gives back the moment and id it holds, in base64url', () => {
    const cursor = encodeCursor(pair);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(cursor).toBe(encoded(`${pair.at} ${pair.id}`));
    expect(decodeCursor(cursor)).toEqual(pair);
  });

  it('is no bare id, and nothing the database could refuse', () => {
    for (const cursor of [
      pair.id,
      '',
      'nope',
      '%%%',
      'a'.repeat(200),
      encoded(`${pair.at} ${pair.id} extra`),
      encoded(`${pair.at}`),
      encoded(`0000-02-29T10:11:12.123456Z ${pair.id}`),
      encoded(`2023-02-29T10:11:12.123456Z ${pair.id}`),
      encoded(`2026-05-01T24:00:00.000000Z ${pair.id}`),
      encoded(`2026-05-01T10:11:12.123Z ${pair.id}`),
      encoded(`${pair.at} ${pair.id.toUpperCase()}`),
      encoded(`${pair.at} not-a-uuid`),
    ])
      expect(decodeCursor(cursor), cursor).toBeUndefined();
  });
});
