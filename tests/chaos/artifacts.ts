// What a run leaves for a person to read: its report, and the parts' logs when it found something.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHAOS_ARTIFACTS = join(process.cwd(), 'tests/artifacts/chaos');

export function keepArtifacts(report: string, logFolder: string | undefined, withLogs: boolean): void {
  mkdirSync(CHAOS_ARTIFACTS, { recursive: true });
  writeFileSync(join(CHAOS_ARTIFACTS, 'report.txt'), `${report}\n`);
  if (!withLogs || !logFolder) return;
  for (const name of readdirSync(logFolder).filter((n) => n.endsWith('.log')))
    copyFileSync(join(logFolder, name), join(CHAOS_ARTIFACTS, name));
}
