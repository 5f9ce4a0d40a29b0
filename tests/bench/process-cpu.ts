// CPU time of the processes a lifecycle runs through, from /proc (Linux): the API, the worker, the
// Temporal server, the PostgreSQL backends serving the bench's database, and this process (the load
// and, for bare Temporal, its worker). Per process, all threads, user + system.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks a second of /proc/<pid>/stat (USER_HZ; 100 on every Linux build Node runs on). */
const TICKS_PER_SECOND = 100;

/** CPU ms a process has used so far (0 once it is gone). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The Temporal server listening on the address's port, found by its command line (`temporal server start-dev --port N`). */
export function temporalServerPid(address: string): number | undefined {
  const port = address.split(':').pop();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('--port');
      if (args.some((a) => a.endsWith('temporal')) && args.includes('server') && at >= 0 && args[at + 1] === port) return Number(entry);
    } catch {
      // The process ended while listed.
    }
  }
  return undefined;
}

/** What each part used between `start` and `stop`: CPU ms by part. */
export interface CpuMeter {
  start(): Promise<void>;
  stop(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * Meters named processes and the PostgreSQL backends of one database. A backend that ended during a
 * run loses its time (the pools keep theirs open while they are busy); one that began counts whole.
 */
export function cpuMeter(parts: Record<string, number | undefined>, databaseUrl?: string): CpuMeter {
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
  const backends = async (): Promise<Map<number, number>> => {
    if (!pool) return new Map();
    const { rows } = await pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  };
  const read = () =>
    Object.fromEntries(
      Object.entries(parts).map(([name, pid]) => [name, pid === undefined ? NaN : pid === process.pid ? selfMs() : processCpuMs(pid)]),
    );
  let begun: { parts: Record<string, number>; backends: Map<number, number> } | undefined;
  return {
    async start() {
      begun = { parts: read(), backends: await backends() };
    },
    async stop() {
      if (!begun) throw new Error('cpuMeter: stop before start');
      const now = read();
      const used = Object.fromEntries(Object.entries(now).map(([name, ms]) => [name, ms - begun!.parts[name]!]));
      if (pool) {
        let postgres = 0;
        for (const [pid, ms] of await backends()) postgres += ms - (begun.backends.get(pid) ?? 0);
        used.postgres = postgres;
      }
      return used;
    },
    async close() {
      await pool?.end();
    },
  };
}

/** This process's CPU ms, every thread. */
function selfMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
