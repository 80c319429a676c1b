/** Writes docs/api.md from the contract: `npm run docs:api`. */
import { writeFileSync } from 'node:fs';
import { formattedApiReference, API_REFERENCE_PATH } from '../src/server/http/api-reference-file';

writeFileSync(API_REFERENCE_PATH, await formattedApiReference());
console.log(`wrote ${API_REFERENCE_PATH}`);
