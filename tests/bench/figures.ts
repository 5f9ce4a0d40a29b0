import { readFileSync } from 'node:fs';
import type { BundleSizes } from './bundle-sizes';
import type { CommandLatency } from './command-latency';
import type { LifecycleResult } from './lifecycle-bench';
import type { ListResult } from './list-bench';
import type { RebuildResult } from './rebuild-bench';

/** The machine's load average (1, 5, 15 minutes): other work on the machine, said next to every figure. */
export function loadAverage(): number[] {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
}

export interface SizeFigures {
  /** Records seeded (the plan's count) and the rows the read models hold. */
  records: number;
  tasks: number;
  /** Load average when the size's measurements began. */
  load: number[];
  lists?: ListResult[];
  commands?: CommandLatency;
}

export interface MemoryFigures {
  how: string;
  idleMb: number;
  loadedMb: number;
}

/** Everything one `npm run bench` measured: printed as tables and written as JSON to compare runs. */
export interface BenchFigures {
  startedAt: string;
  seconds: number;
  quick: boolean;
  load: { start: number[]; end: number[] };
  district: { unions: number; templates: number };
  sizes: SizeFigures[];
  lifecycles?: { load: number[]; runs: LifecycleResult[] };
  rebuild?: RebuildResult & { load: number[] };
  bundle?: BundleSizes;
  memory?: { api: MemoryFigures; worker: MemoryFigures };
}
