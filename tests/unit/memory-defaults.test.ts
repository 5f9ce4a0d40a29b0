// Production's memory settings are written three times: services/platform/entry-points/memory-defaults.ts
// (the bench, the memory probe and the cluster read it), the image's ENV lines and `npm start`'s
// command line, which cannot import it. Here they must say the same.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_MEMORY_ENV } from '../../services/platform/entry-points/memory-defaults';

const file = (name: string) => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
const { NODE_OPTIONS, ...mallocSettings } = PRODUCTION_MEMORY_ENV;

describe("production's memory settings", () => {
  it('are the image’s environment', () => {
    const env = file('Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('ENV '))
      .join(' ');
    for (const [name, value] of Object.entries(mallocSettings)) expect(env).toContain(`${name}=${value}`);
    expect(env).toContain(`NODE_OPTIONS="${NODE_OPTIONS}"`);
  });

  it('are what npm start runs the program with', () => {
    const start = (JSON.parse(file('package.json')) as { scripts: Record<string, string> }).scripts.start!;
    for (const [name, value] of Object.entries(mallocSettings)) expect(start).toContain(`${name}=${value}`);
    expect(start).toContain(`node ${NODE_OPTIONS} dist/server/start.js`);
  });
});
