import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createDb } from '../../../db';
import { buildApp, createStorage } from '../../index';
import { loadConfig } from '../config';

/**
 * The OpenAPI document `/api/openapi.json` serves, made without a server: the app is built on a
 * database pool and a Temporal connection that are never opened (no route runs), and asked for it.
 * The console's API types are generated from it (`npm run api-types`).
 */
export async function offlineOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'union-portal-openapi-'));
  // Only the routes' schemas are read; no request is made, so nothing here connects.
  const config = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), DEMO_PASSWORD: 'unused' }, { dataDir });
  const db = createDb('postgres://unused@127.0.0.1:1/unused');
  const app = await buildApp({
    config,
    db,
    temporal: new Client({ connection: Connection.lazy({ address: '127.0.0.1:1' }) }),
    storage: createStorage(config),
    logger: false,
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
