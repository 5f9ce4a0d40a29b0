// A process and everything it started, as Linux's /proc shows them, killed at once: a SIGKILL to the
// parent alone would leave its children running (tsx's node, PostgreSQL's backends, which lead
// process groups of their own), and the part would not really be dead.
import { readFileSync, readdirSync } from 'node:fs';

interface ProcInfo {
  ppid: number;
  state: string;
}

/** Parent and state of a process from /proc/<pid>/stat; undefined once it is gone. */
function procInfo(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(ppid), state: state ?? '' };
  } catch {
    return undefined;
  }
}

/** True while the process exists and is not a zombie (a zombie holds no memory, ports or files). */
export function isAlive(pid: number): boolean {
  const info = procInfo(pid);
  return info !== undefined && info.state !== 'Z' && info.state !== 'X';
}

/** `root` and its living descendants, parents before children. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const info = procInfo(pid);
    if (!info || info.state === 'Z' || info.state === 'X') continue;
    children.set(info.ppid, [...(children.get(info.ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = isAlive(root) ? [root] : [];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Sends `sig` to `pid`, if it is still there. */
export const signal = (pid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
};

/**
 * SIGKILL to `root` and all its descendants. The tree is frozen first (SIGSTOP until no new process
 * appears), so nothing forks a survivor between the look and the kill; resolves once all are gone.
 */
export async function killTree(root: number, timeoutMs = 10_000): Promise<number[]> {
  const frozen = new Set<number>();
  for (let round = 0; round < 20; round++) {
    const found = processTree(root).filter((pid) => !frozen.has(pid));
    if (found.length === 0 && round > 0) break;
    for (const pid of found) {
      signal(pid, 'SIGSTOP');
      frozen.add(pid);
    }
  }
  for (const pid of frozen) signal(pid, 'SIGKILL');
  const deadline = Date.now() + timeoutMs;
  while ([...frozen].some(isAlive)) {
    if (Date.now() > deadline) throw new Error(`processes ${[...frozen].filter(isAlive).join(', ')} outlived SIGKILL`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return [...frozen];
}
