// Which environment variables services/platform/config reads: loadConfig is given an environment
// that notes every lookup. Deployment files (docker-compose.yml, scripts/cluster) are held to it, so
// a misspelt or retired variable there is found without starting anything.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../services/platform/config';

/**
 * loadConfig with a throw-away data folder (it creates files there outside production), unless the
 * environment names one (DATA_DIR): then that one, so the variable is read as in production.
 */
export function loadConfigApart(env: NodeJS.ProcessEnv, names: Record<string, unknown> = env): Config {
  return loadConfig(env, names.DATA_DIR ? {} : { dataDir: mkdtempSync(join(tmpdir(), 'config-reads-')) });
}

/** The names of `env` that loadConfig never looks at. */
export function namesTheAppIgnores(env: Record<string, string | undefined>): string[] {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
  });
  loadConfigApart(recording, env);
  return Object.keys(env).filter((key) => !read.has(key));
}
