// `npm run api-types`: writes the console's API types (web/src/api/schema.gen.ts) from the OpenAPI
// document the routes declare; no server needs to run.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CONSOLE_TYPES_FILE, consoleApiTypes } from './console-types';

writeFileSync(CONSOLE_TYPES_FILE, await consoleApiTypes());
console.log(`Wrote ${relative(process.cwd(), CONSOLE_TYPES_FILE)}`);
