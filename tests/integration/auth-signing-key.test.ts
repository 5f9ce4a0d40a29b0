import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../services';

const dataDir = () => mkdtempSync(join(tmpdir(), 'union-portal-key-'));
const start =
  (JWT_SECRET: string, extra: Record<string, string> = {}) =>
  () =>
    loadConfig({ JWT_SECRET, DEMO_PASSWORD: 'x', ...extra }, { dataDir: dataDir() });

describe('the signing key at start', () => {
  it.each([
    ['the BladeX / SpringBlade key', 'bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject'],
    [
      'its base64 form, which BladeX used as key bytes',
      Buffer.from('bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject').toString('base64'),
    ],
    ['a published BladeX sign-key default', '18cfeH2ra31t5TqejCeyDJ5TmnETifQB'],
  ])('refuses %s', (_name, key) => {
    expect(start(key)).toThrow(/JWT_SECRET is a published value/);
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(start('short-but-not-published')).toThrow(/at least 32 characters/);
  });

  it('refuses a missing key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_PASSWORD: 'x' }, { dataDir: dataDir() })).toThrow(/JWT_SECRET must be set/);
  });

  it('accepts a long key of its own and the lockout settings', () => {
    const config = start('a-key-of-our-own-that-is-long-enough-1234', { LOGIN_LOCK_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '30' })();
    expect(config.auth).toMatchObject({ lockAttempts: 3, lockMinutes: 30, cacheSeconds: 5 });
  });

  it('refuses a lockout setting that is not a whole number in range', () => {
    expect(start('a-key-of-our-own-that-is-long-enough-1234', { LOGIN_LOCK_ATTEMPTS: '0' })).toThrow(/LOGIN_LOCK_ATTEMPTS/);
  });
});
