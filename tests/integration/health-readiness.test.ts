// Issue 21, item 4: liveness apart from readiness. Readiness answers 200 only while Postgres and
// Temporal answer and no shutdown began; liveness answers while the process runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db';
import { buildApp, createStorage, loadConfig } from '../../services';
import { freePort } from '../../services/platform/entry-points';
import { startTestStack, type TestStack } from '../support';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
});
afterAll(async () => stack?.close());

const get = (app: FastifyInstance, url: string, lang?: string) =>
  app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

describe('liveness', () => {
  it('answers 200 while the process runs, with the serving phase', async () => {
    const res = await get(stack.app, '/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, success: true, msg: '操作成功', data: { phase: 'serving' } });
  });
});

describe('readiness with the real servers', () => {
  it('answers 200 when Postgres and Temporal answer', async () => {
    const res = await get(stack.app, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ postgres: true, temporal: true, shuttingDown: false });
  });

  it('keeps /api/health as readiness under its older name', async () => {
    const res = await get(stack.app, '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ postgres: true, temporal: true, shuttingDown: false });
  });
});

describe('readiness against an unreachable server, by configuration', () => {
  const apps: FastifyInstance[] = [];
  const closers: (() => Promise<unknown>)[] = [];

  /** An app built from configuration the way the entry points build it, its servers at the addresses given. */
  async function appWith(databaseUrl: string, temporalAddress: string): Promise<FastifyInstance> {
    const config = loadConfig(
      {
        JWT_SECRET: 'x'.repeat(40),
        DEMO_PASSWORD: 'unused',
        DATABASE_URL: databaseUrl,
        TEMPORAL_ADDRESS: temporalAddress,
        HEALTH_CHECK_TIMEOUT_MS: '1500',
        // No LISTEN connection for the auth cache: it would retry the unreachable server in the background.
        AUTH_CACHE_SECONDS: '0',
      },
      { dataDir: mkdtempSync(join(tmpdir(), 'union-portal-health-')) },
    );
    const db = createDb(config.databaseUrl!, { appRole: true });
    // Lazy: connecting to a server that is not there would fail here, before the app could say so.
    const connection = Connection.lazy({ address: config.temporalAddress! });
    const app = await buildApp({ config, db, temporal: new Client({ connection }), storage: createStorage(config), logger: false });
    apps.push(app);
    closers.push(
      () => app.close(),
      () => db.destroy(),
      () => connection.close(),
    );
    return app;
  }

  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
  });

  it('answers 503 naming Postgres when the database does not answer', async () => {
    const app = await appWith(`postgres://portal:pw@127.0.0.1:${await freePort()}/none`, process.env.TEMPORAL_ADDRESS!);
    const res = await get(app, '/api/health/ready', 'en');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      success: false,
      msg: 'Service unavailable',
      data: { postgres: false, temporal: true, shuttingDown: false },
    });
  });

  it('answers 503 naming Temporal when its front end does not answer, and liveness still answers 200', async () => {
    const app = await appWith(stack.config.databaseUrl!, `127.0.0.1:${await freePort()}`);
    const res = await get(app, '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      success: false,
      msg: '服务暂不可用',
      data: { postgres: true, temporal: false, shuttingDown: false },
    });
    expect((await get(app, '/api/health/live')).statusCode).toBe(200);
  });
});
