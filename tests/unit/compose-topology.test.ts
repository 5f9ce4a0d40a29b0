// Issue 21 item 5: docker-compose.yml runs the topology of scripts/cluster (PostgreSQL, Temporal on
// PostgreSQL with its schema and namespace jobs, its Web UI, two API replicas, two workers, a proxy).
// There is no Docker here, so the file is read with a YAML parser and held to what the app reads:
// every variable it gives the portal is one services/platform/config reads, and with the
// deployment's secrets filled in the production configuration loads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfigApart, namesTheAppIgnores } from '../support/config-reads';
import { SETUP_SCHEMA_SCRIPT } from '../../scripts/cluster/temporal-schema';
import { composeCheck, runComposeCheck } from '../support/compose-check';

const root = new URL('../../', import.meta.url).pathname;

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: string | number };
  volumes?: string[];
  ports?: string[];
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/** Values a deployment gives the required variables (`${NAME:?...}`); others take their default (`${NAME:-x}`). */
const deployment: Record<string, string> = {
  POSTGRES_PASSWORD: 'a-postgres-password-of-our-own',
  MINIO_ROOT_USER: 'portal-objects',
  MINIO_ROOT_PASSWORD: 'a-minio-password-of-our-own',
  JWT_SECRET: 'a-signing-secret-of-at-least-thirty-two-chars',
  PERSON_KEY_SECRET: 'a-person-key-secret-of-at-least-thirty-two-chars',
  CLIENT_SECRET: 'a-console-secret-16+',
};

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` with the deployment's values. */
function interpolate(value: string | number): string {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (deployment[name] !== undefined) return deployment[name]!;
    if (kind === '?') throw new Error(`${name} is required by docker-compose.yml but the test gives it no value`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

const envOf = (name: string) =>
  Object.fromEntries(Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, interpolate(value)]));

const dependsOn = (name: string) => {
  const deps = service(name).depends_on ?? {};
  return Array.isArray(deps)
    ? Object.fromEntries(deps.map((d) => [d, 'service_started']))
    : Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v.condition]));
};

const PORTAL_SERVICES = ['portal-migrate', 'api', 'worker'];

describe('docker-compose.yml topology', () => {
  it("is a valid Compose file by Compose's own loader, with the deployment's secrets given, and refused without one", async () => {
    const binary = await composeCheck();
    const file = join(root, 'docker-compose.yml');
    const loaded = await runComposeCheck(binary, file, deployment);
    expect(loaded.stderr).toBe('');
    expect(loaded.code).toBe(0);
    const project = parse(loaded.stdout) as { services: Record<string, Service> };
    expect(Object.keys(project.services).sort()).toEqual(Object.keys(services).sort());
    expect(project.services.api?.deploy?.replicas).toBe(2);
    const { JWT_SECRET: _, ...withoutSecret } = deployment;
    const refused = await runComposeCheck(binary, file, withoutSecret);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/required variable JWT_SECRET is missing a value/);
  }, 300_000);

  it('runs PostgreSQL, Temporal with its schema and namespace jobs and Web UI, the portal, and a proxy', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'temporal-schema', 'temporal', 'temporal-namespace', 'temporal-ui', ...PORTAL_SERVICES, 'proxy']),
    );
  });

  it('runs two API replicas and two workers by default', () => {
    expect(interpolate(service('api').deploy?.replicas ?? 1)).toBe('2');
    expect(interpolate(service('worker').deploy?.replicas ?? 1)).toBe('2');
  });

  it('gives the portal only variables services/platform/config reads', () => {
    for (const name of PORTAL_SERVICES) expect(namesTheAppIgnores(envOf(name)), `${name}: variables the app never reads`).toEqual([]);
  });

  it('gives the portal a production configuration that loads, pointing at the compose services', () => {
    for (const name of PORTAL_SERVICES) {
      const config = loadConfigApart(envOf(name));
      expect(config.production, name).toBe(true);
      const database = new URL(config.databaseUrl!);
      expect(database.hostname, name).toBe('postgres');
      expect(database.pathname, name).toBe(`/${envOf('postgres').POSTGRES_DB}`);
      expect(config.temporalAddress, name).toBe('temporal:7233');
      expect(config.temporalNamespace, name).toBe(envOf('temporal-namespace').NAMESPACE);
    }
    expect(loadConfigApart(envOf('api')).port).toBe(8080);
  });

  it('would find a misspelt variable and a missing secret (the checks can fail)', () => {
    expect(namesTheAppIgnores({ ...envOf('api'), TEMPORAL_ADRESS: 'temporal:7233' })).toEqual(['TEMPORAL_ADRESS']);
    const { JWT_SECRET: _, ...withoutSecret } = envOf('api');
    expect(() => loadConfigApart(withoutSecret)).toThrow(/JWT_SECRET/);
  });

  it('keeps Temporal on PostgreSQL, with its schema set up first by the script the local cluster runs', () => {
    const temporal = envOf('temporal');
    expect(temporal.DB).toBe('postgres12');
    expect(temporal.POSTGRES_SEEDS).toBe('postgres');
    expect(temporal.POSTGRES_PWD).toBe(deployment.POSTGRES_PASSWORD);
    expect(dependsOn('temporal')).toEqual({ 'temporal-schema': 'service_completed_successfully' });
    expect(dependsOn('temporal-schema')).toEqual({ postgres: 'service_healthy' });
    expect(service('temporal-schema').volumes).toContain('./deploy/temporal:/deploy:ro');
    expect(service('temporal-schema').entrypoint).toEqual(['sh', '/deploy/setup-schema.sh']);
    expect(SETUP_SCHEMA_SCRIPT).toBe(join(root, 'deploy', 'temporal', 'setup-schema.sh'));
    expect(envOf('temporal-schema')).toMatchObject({ SQL_HOST: 'postgres', SQL_PASSWORD: deployment.POSTGRES_PASSWORD });
  });

  it('mounts files that exist', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const volume of s.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(existsSync(join(root, source)), `${name}: ${source}`).toBe(true);
      }
    }
  });

  it('starts the API and the worker after the migration, the namespace and the bucket', () => {
    for (const name of ['api', 'worker']) {
      expect(dependsOn(name), name).toEqual({
        'portal-migrate': 'service_completed_successfully',
        'temporal-namespace': 'service_completed_successfully',
        'minio-setup': 'service_completed_successfully',
      });
      expect(service(name).command?.length, `${name} has a command line`).toBeGreaterThan(0);
    }
  });

  it('sends the proxy’s traffic to the API service on the port it listens on', () => {
    const caddyfile = readFileSync(join(root, 'deploy', 'proxy', 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(new RegExp(`dynamic a api ${envOf('api').PORT}\\b`));
    expect(service('proxy').ports).toEqual(['8080:8080']);
    expect(service('api').ports ?? []).toEqual([]);
  });
});
