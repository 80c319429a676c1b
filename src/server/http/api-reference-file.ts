import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { apiReference } from './api-reference';

export const API_REFERENCE_PATH = path.resolve(import.meta.dirname, '../../../docs/api.md');

/** docs/api.md as Prettier leaves it, so that `npm run lint` and the staleness test agree. */
export async function formattedApiReference(): Promise<string> {
  const options = await resolveConfig(API_REFERENCE_PATH);
  return format(apiReference(), { ...options, filepath: API_REFERENCE_PATH });
}
