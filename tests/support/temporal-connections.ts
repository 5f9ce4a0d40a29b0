import { Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';

/** A test stack's two connections to a Temporal server: the client's and the workers'. */
export interface TemporalConnections {
  client: Connection;
  worker: NativeConnection;
  /** Closes both, unless they are the process's shared ones (those live as long as the process). */
  release(): Promise<void>;
}

/**
 * The connections to the run's Temporal server, one pair per vitest worker process: the node project
 * runs its files one after another in each process without isolation (vitest.config.ts), so every
 * file after the first reuses them instead of connecting again. They carry no state of a file: each
 * file keeps its own task queue, worker, database and app.
 */
let shared: Promise<Omit<TemporalConnections, 'release'>> | undefined;

const connect = async (address: string) => ({
  client: await Connection.connect({ address }),
  worker: await NativeConnection.connect({ address }),
});

/** The connections for `address`: the shared pair for the run's server, a pair of its own for any other (a time-skipping server). */
export async function temporalConnections(address: string): Promise<TemporalConnections> {
  if (address !== process.env.TEMPORAL_ADDRESS) {
    const own = await connect(address);
    return {
      ...own,
      async release() {
        await own.worker.close();
        await own.client.close();
      },
    };
  }
  shared ??= connect(address).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return { ...(await shared), release: async () => undefined };
}
