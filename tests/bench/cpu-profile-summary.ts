import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuShare {
  name: string;
  ms: number;
  /** Share of the busy time (idle left out). */
  percent: number;
}

export interface CpuSummary {
  busyMs: number;
  idleMs: number;
  byPlace: CpuShare[];
  byFunction: CpuShare[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where a frame's code lives: a package, a folder of this project, Node itself, or V8's own work. */
function placeOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: internals';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  if (path.startsWith(root)) return path.slice(root.length).split('/').slice(0, 2).join('/');
  return path;
}

const top = (m: Map<string, number>, busy: number, n: number): CpuShare[] =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: us / 1000, percent: (100 * us) / busy }));

/**
 * Self time of a `node --cpu-prof` profile, by where the code lives and by function; samples of the
 * first `skipMs` (the process's start: module loading, schema compiling) left out.
 */
export function summarizeCpuProfile(file: string, skipMs = 0, n = 25): CpuSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= skipMs * 1000) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const place = placeOf(frame);
    places.set(place, (places.get(place) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  return { busyMs: busy / 1000, idleMs: idle / 1000, byPlace: top(places, busy, n), byFunction: top(functions, busy, n) };
}
