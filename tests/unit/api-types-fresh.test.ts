// The console's API types are generated from the OpenAPI document (web/src/api/schema.gen.ts):
// a route schema changed without generating them again fails here, so CI catches the drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_TYPES_FILE, consoleApiTypes } from '../../services/platform/entry-points/console-types';

describe("the console's API types", () => {
  it('are what the routes declare now (else: run npm run api-types)', { timeout: 180_000 }, async () => {
    const committed = readFileSync(CONSOLE_TYPES_FILE, 'utf8');
    const fresh = await consoleApiTypes();
    // One message, not a 40,000-line diff: the fix is always the same command.
    expect(fresh === committed, 'web/src/api/schema.gen.ts differs from the routes’ schemas: run npm run api-types').toBe(true);
  });
});
