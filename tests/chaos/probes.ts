// Whether a part serves: the readiness probes of the chaos run's parts (any topology may use them).
import http from 'node:http';
import { Connection } from '@temporalio/client';
import pg from 'pg';

/** True when PostgreSQL takes a query (crash recovery done). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  // A server killed while we ask must not end the run with an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => {});
  }
}

/** True when the Temporal front end answers for the default namespace. */
export async function temporalAnswers(address: string): Promise<boolean> {
  const connection = await Connection.connect({ address, connectTimeout: 2000 });
  try {
    await connection.workflowService.describeNamespace({ namespace: 'default' });
    return true;
  } finally {
    await connection.close().catch(() => {});
  }
}

/** True when an HTTP server answers on the URL, whatever its status (the process serves; its health is another matter). */
export function httpAnswers(url: string): Promise<boolean> {
  return new Promise((done) => {
    const request = http.get(url, { timeout: 2000 }, (res) => {
      res.resume();
      done(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => done(false));
  });
}
