/** Writes docs/api.md from the contract: `npm run docs:api`. */
import { writeFileSync } from 'node:fs';
import { API_REFERENCE_PATH, formattedApiReference } from '../src/server/http/api-reference-file';

writeFileSync(API_REFERENCE_PATH, await formattedApiReference());
console.log(`wrote ${API_REFERENCE_PATH}`);
