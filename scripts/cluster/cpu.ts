// CPU time of each cluster part, its child processes included (PostgreSQL's backends are children of
// the postmaster), read from /proc: where the two cores go at each load level.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcStat {
  ppid: number;
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    // Fields after the command name (which may hold spaces) closed by ') '.
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, and cutime, cstime: the children it has reaped (a PostgreSQL backend that ended
    // during the measure is counted in the postmaster's, not lost).
    return { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by each root pid and all its descendants. */
export function cpuSeconds(roots: Record<string, number | undefined>): Record<string, number> {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const total = (pid: number): number =>
    (stats.get(pid)?.ticks ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + total(child), 0);
  return Object.fromEntries(Object.entries(roots).map(([name, pid]) => [name, pid ? total(pid) / TICKS_PER_SECOND : 0]));
}
