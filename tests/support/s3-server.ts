// A real S3-compatible server for the storage tests: versitygw with its posix backend, built once with
// `go install` when missing (as the Temporal CLI is), or MinIO in a container where a Docker engine
// answers. Its address and root credentials reach the test files as TEST_S3_* variables.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findOnPath, freePort, isExecutable } from '../../services/platform/entry-points';

export const VERSITYGW_MODULE = 'github.com/versity/versitygw/cmd/versitygw@v1.8.0';

export interface TestS3 {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

function findVersitygw(binDir: string): string | undefined {
  const candidates = [process.env.VERSITYGW, findOnPath('versitygw'), join(homedir(), 'go', 'bin', 'versitygw'), join(binDir, 'versitygw')];
  return candidates.find((path): path is string => !!path && isExecutable(path));
}

async function ensureVersitygw(binDir: string): Promise<string> {
  const found = findVersitygw(binDir);
  if (found) return found;
  const go = findOnPath('go') ?? (isExecutable('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : undefined);
  if (!go)
    throw new Error(
      `versitygw was not found and Go is not installed to build it: run \`go install ${VERSITYGW_MODULE}\` or set TEST_S3_ENDPOINT.`,
    );
  mkdirSync(binDir, { recursive: true });
  console.log(`[servers] building versitygw once: go install ${VERSITYGW_MODULE} into ${binDir} ...`);
  await new Promise<void>((done, fail) => {
    const child = spawn(go, ['install', VERSITYGW_MODULE], {
      stdio: 'inherit',
      env: { ...process.env, GOBIN: binDir, GOTOOLCHAIN: 'auto' },
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`go install ${VERSITYGW_MODULE} failed (exit ${code})`))));
  });
  return join(binDir, 'versitygw');
}

/** versitygw on the loopback, its buckets in a fresh folder under `dataDir`, removed at stop. */
export async function startVersitygw(dataDir: string): Promise<TestS3> {
  const binary = await ensureVersitygw(join(dataDir, 'bin'));
  // A folder of this run's own: test runs side by side must not share (or remove) each other's buckets.
  mkdirSync(dataDir, { recursive: true });
  const root = mkdtempSync(join(dataDir, 's3-'));
  const port = await freePort();
  const accessKeyId = `test${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(24).toString('hex');
  const logFile = `${root}.log`;
  const log = createWriteStream(logFile);
  const child = spawn(binary, ['--port', `127.0.0.1:${port}`, '--quiet', 'posix', root], {
    // Credentials through the environment, so they are not on the process list.
    env: { ...process.env, ROOT_ACCESS_KEY_ID: accessKeyId, ROOT_SECRET_ACCESS_KEY: secretAccessKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`versitygw exited (${child.exitCode}); see ${logFile}`);
    // Any HTTP answer (403 to an unsigned request) means it listens.
    const answered = await fetch(endpoint).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`versitygw does not answer on ${endpoint}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    endpoint,
    accessKeyId,
    secretAccessKey,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
      rmSync(root, { recursive: true, force: true });
      rmSync(logFile, { force: true });
    },
  };
}

/** MinIO in a container, for machines with a Docker engine. */
export async function startMinioContainer(): Promise<TestS3> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const accessKeyId = `test${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(24).toString('hex');
  const container = await new GenericContainer('minio/minio:latest')
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: accessKeyId, MINIO_ROOT_PASSWORD: secretAccessKey })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000))
    .start();
  return {
    endpoint: `http://${container.getHost()}:${container.getMappedPort(9000)}`,
    accessKeyId,
    secretAccessKey,
    stop: async () => {
      await container.stop();
    },
  };
}
