// The console's API types and its list of command calls are generated from the OpenAPI document
// (web/src/api/schema.gen.ts, command-calls.gen.ts): a route schema or a route's `command` flag
// changed without generating them again fails here, so CI catches the drift.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_COMMANDS_FILE, consoleCommandCalls } from '../../services/platform/entry-points/console-commands';
import { CONSOLE_TYPES_FILE, consoleApiTypes } from '../../services/platform/entry-points/console-types';
import { offlineOpenApiDocument } from '../../services/platform/entry-points/offline-document';

let document: Record<string, unknown>;
beforeAll(async () => {
  document = await offlineOpenApiDocument();
}, 180_000);

describe("the console's API types", () => {
  it('are what the routes declare now (else: run npm run api-types)', { timeout: 180_000 }, async () => {
    const committed = readFileSync(CONSOLE_TYPES_FILE, 'utf8');
    const fresh = await consoleApiTypes(document);
    // One message, not a 40,000-line diff: the fix is always the same command.
    expect(fresh === committed, 'web/src/api/schema.gen.ts differs from the routes’ schemas: run npm run api-types').toBe(true);
  });
});

describe("the console's list of command calls", () => {
  it('names exactly the calls flagged command now (else: run npm run api-types)', async () => {
    const committed = readFileSync(CONSOLE_COMMANDS_FILE, 'utf8');
    expect(committed, 'web/src/api/command-calls.gen.ts differs from the routes: run npm run api-types').toBe(
      await consoleCommandCalls(document),
    );
  });
});
