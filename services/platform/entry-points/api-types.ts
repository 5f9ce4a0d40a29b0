// `npm run api-types`: writes the console's API types (web/src/api/schema.gen.ts) and its list of
// command calls (web/src/api/command-calls.gen.ts) from the OpenAPI document the routes declare; no
// server needs to run.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CONSOLE_COMMANDS_FILE, consoleCommandCalls } from './console-commands';
import { CONSOLE_TYPES_FILE, consoleApiTypes } from './console-types';
import { offlineOpenApiDocument } from './offline-document';

const document = await offlineOpenApiDocument();
writeFileSync(CONSOLE_TYPES_FILE, await consoleApiTypes(document));
writeFileSync(CONSOLE_COMMANDS_FILE, await consoleCommandCalls(document));
console.log(`Wrote ${relative(process.cwd(), CONSOLE_TYPES_FILE)} and ${relative(process.cwd(), CONSOLE_COMMANDS_FILE)}`);
