// The run's timeline: the monkey's kills, the parts' starts and exits, the lifecycles that stopped;
// printed as it happens and kept for the report.
import type { Timeline } from './child-part';

export interface RunLog {
  readonly lines: string[];
  note(line: string): void;
  /** For the topology: what happened to a part. */
  timeline: Timeline;
}

export function runLog(print: (line: string) => void = console.log): RunLog {
  const began = Date.now();
  const lines: string[] = [];
  const note = (line: string) => {
    const entry = `${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${line}`;
    lines.push(entry);
    print(entry);
  };
  return { lines, note, timeline: (part, event, detail) => note(`${part}: ${event}${detail ? ` (${detail})` : ''}`) };
}
