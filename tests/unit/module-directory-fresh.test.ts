// The console's directory of modules (web/src/module-directory.gen.ts) is generated from the
// catalogue: a module added, renamed or given other pages without generating it again fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_DIRECTORY_FILE, moduleDirectorySource } from '../../scripts/module-directory';

describe("the console's directory of modules", () => {
  it('is what the catalogue says now (else: run npm run module-directory)', async () => {
    const committed = readFileSync(MODULE_DIRECTORY_FILE, 'utf8');
    expect(committed, 'web/src/module-directory.gen.ts differs from the catalogue: run npm run module-directory').toBe(
      await moduleDirectorySource(),
    );
  });
});
