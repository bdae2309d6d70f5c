// `npm run generate:api-types` at the repository root: writes the client's API types (see api-types.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
