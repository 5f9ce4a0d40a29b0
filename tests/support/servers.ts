// vitest globalSetup: makes sure a PostgreSQL, a Temporal and an S3-compatible server answer for the
// whole run and hands their addresses to the test files as TEST_DATABASE_URL (superuser, maintenance
// database: each file creates its own database), TEMPORAL_ADDRESS and TEST_S3_ENDPOINT with
// TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY (each file makes its own bucket), and
// TEST_TEMPLATE_DATABASE, the migrated and seeded database every test database is copied from.
// Workers are forked after this runs, so they inherit process.env. Preference: what the environment
// already names (CI), then Docker, then the embedded servers of `npm start`, kept apart from its
// data under .data/test/.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, startEmbeddedTemporal, waitForTemporal } from '../../services/platform/entry-points';
import { ensureConsoleBuilt } from '../../services/platform/entry-points/console-build';
import { startMinioContainer, startVersitygw } from './s3-server';
import { javaTestServerLauncher } from './temporal-test-server/launcher';
import { createTemplateDatabase, TEMPLATE_DATABASE_ENV } from './test-database';
import { workflowBundle } from './workflow-bundle';

const testDataDir = fileURLToPath(new URL('../../.data/test', import.meta.url));
// Apart from `npm start`'s 54329 / 7233 / 8233, so a running portal does not get in the way.
const TEST_PG_PORT = 54339;
const TEST_TEMPORAL_PORT = 7243;

type Stop = () => Promise<unknown>;

export default async function setup(): Promise<() => Promise<void>> {
  const stops: Stop[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error('[servers] teardown:', error));
  };
  try {
    const needPostgres = !process.env.TEST_DATABASE_URL;
    const needTemporal = !process.env.TEMPORAL_ADDRESS;
    const needS3 = !process.env.TEST_S3_ENDPOINT;
    const docker = (needPostgres || needTemporal || needS3) && (await dockerAnswers());
    if (needPostgres) process.env.TEST_DATABASE_URL = await (docker ? dockerPostgres(stops) : embeddedPostgres(stops));
    if (needTemporal) process.env.TEMPORAL_ADDRESS = await (docker ? dockerTemporal(stops) : embeddedTemporal(stops));
    if (needS3) {
      console.log(docker ? '[servers] starting MinIO with testcontainers ...' : '[servers] starting versitygw (posix backend) ...');
      const s3 = await (docker ? startMinioContainer() : startVersitygw(testDataDir));
      stops.push(() => s3.stop());
      process.env.TEST_S3_ENDPOINT = s3.endpoint;
      process.env.TEST_S3_ACCESS_KEY_ID = s3.accessKeyId;
      process.env.TEST_S3_SECRET_ACCESS_KEY = s3.secretAccessKey;
    }
    // Once, before the workers start, side by side (vite builds in a process of its own). The console:
    // browser test files run side by side and must not build it at the same time. The template: each
    // test file's database is a copy of it (test-database.ts). The workflow bundle: kept on disk for
    // every test file's worker (workflow-bundle.ts). The time-skipping test server's launcher: test
    // files starting together must not run Maven at once (temporal-test-server/launcher.ts); a failure
    // here is the timer tests' own, reported by them.
    const [template] = await Promise.all([
      createTemplateDatabase(),
      ensureConsoleBuilt(fileURLToPath(new URL('../..', import.meta.url))),
      workflowBundle(),
      javaTestServerLauncher().catch((error: unknown) => console.error('[servers] the time-skipping test server:', error)),
    ]);
    stops.push(() => template.drop());
    process.env[TEMPLATE_DATABASE_ENV] = template.name;
    // Browser test files serve this build and do not build again (tests/e2e/browser.ts).
    process.env.TEST_CONSOLE_BUILT = '1';
    console.log(
      `[servers] PostgreSQL ${redact(process.env.TEST_DATABASE_URL ?? '')}, Temporal ${process.env.TEMPORAL_ADDRESS}, S3 ${process.env.TEST_S3_ENDPOINT}`,
    );
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

function dockerAnswers(): Promise<boolean> {
  return new Promise((done) => {
    execFile('docker', ['info'], { timeout: 15_000 }, (error) => done(!error));
  });
}

async function dockerPostgres(stops: Stop[]): Promise<string> {
  console.log('[servers] starting postgres:15 with testcontainers ...');
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:15')
    .withUsername('postgres')
    .withPassword('postgres')
    .withDatabase('postgres')
    .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'])
    .start();
  stops.push(() => container.stop());
  return container.getConnectionUri();
}

async function dockerTemporal(stops: Stop[]): Promise<string> {
  console.log('[servers] starting temporalio/temporal:1.5.1 (dev server) with testcontainers ...');
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('temporalio/temporal:1.5.1')
    .withCommand(['server', 'start-dev', '--ip', '0.0.0.0', '--headless'])
    .withExposedPorts(7233)
    // A log line, not a port probe: the image may have no shell for testcontainers' in-container check.
    .withWaitStrategy(Wait.forLogMessage(/Server:\s/))
    .start();
  stops.push(() => container.stop());
  const address = `${container.getHost()}:${container.getMappedPort(7233)}`;
  await waitForTemporal(address, { timeoutMs: 120_000 });
  return address;
}

async function embeddedPostgres(stops: Stop[]): Promise<string> {
  console.log(`[servers] no Docker engine: starting a local PostgreSQL server in ${testDataDir}/pg ...`);
  const postgres = await startEmbeddedPostgres({ dataDir: testDataDir, port: TEST_PG_PORT, database: null, durable: false });
  stops.push(() => postgres.stop());
  return postgres.adminUrl;
}

async function embeddedTemporal(stops: Stop[]): Promise<string> {
  console.log('[servers] no Docker engine: starting the Temporal dev server (in memory) ...');
  const temporal = await startEmbeddedTemporal({ dataDir: testDataDir, port: TEST_TEMPORAL_PORT, headless: true, persist: false });
  stops.push(() => temporal.stop());
  return temporal.address;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
