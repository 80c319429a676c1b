import { STORAGE_KEY } from '@/lib/session-storage-key';

/**
 * Whether this page load is a signed-out visitor's landing page, which main.tsx renders on its own.
 * Anyone with a stored session goes through the app, which sends them on to their dashboard.
 */
export function isVisitorLanding(pathname: string, storage: Pick<Storage, 'getItem'>): boolean {
  return pathname === '/' && storage.getItem(STORAGE_KEY) === null;
}
