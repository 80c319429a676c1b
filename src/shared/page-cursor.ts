import { isDay } from './days';

/**
 * The cursor of a list read a page at a time, newest first: opaque to the client, it holds what the
 * list is ordered by, the moment and the id of the last item shown (base64url of "moment id"). The
 * next page starts below that pair without looking anything up, so a cursor says nothing a page did
 * not already show: an id the caller may not see is no cursor, and a forged one only moves the
 * starting point.
 */
export interface PageCursor {
  /** ISO 8601 in UTC to the microsecond, as PostgreSQL stores a moment. */
  at: string;
  id: string;
}

const BASE64URL = /^[A-Za-z0-9_-]{1,128}$/;
const MOMENT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor({ at, id }: PageCursor): string {
  return btoa(`${at} ${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The pair a cursor holds, or undefined for a text that is no cursor this app wrote. */
export function decodeCursor(cursor: string): PageCursor | undefined {
  if (!BASE64URL.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [at = '', id = '', ...rest] = text.split(' ');
  const day = MOMENT.exec(at)?.[1];
  if (rest.length > 0 || !day || !isDay(day) || !UUID.test(id)) return undefined;
  return { at, id };
}

export const isCursor = (cursor: string) => decodeCursor(cursor) !== undefined;
