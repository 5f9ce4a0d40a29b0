import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of each suite's slowest files the summary names. */
const SLOWEST = Number(process.env.TEST_SLOWEST_FILES ?? 8);

/** The suite a test file belongs to: its folder under tests/ (unit, integration, e2e ...), else its vitest project. */
export function suiteOf(file: string, project: string): string {
  return /(?:^|[\\/])tests[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? project;
}

interface FileTime {
  file: string;
  /** Importing the file and what it imports (the first file of a process pays for the shared modules). */
  importMs: number;
  testsMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const total = (r: FileTime) => r.importMs + r.testsMs;

/** The summary's lines: per suite its files, wall time (first start to last end), summed time, and its slowest files. */
export function suiteTimesReport(suites: Map<string, { rows: FileTime[]; firstStart: number; lastEnd: number }>): string[] {
  const lines = [
    '',
    '[suite times] per suite: files, wall time (first file started to last ended), time summed over the workers; slowest files',
  ];
  const ordered = [...suites].sort(([, a], [, b]) => b.rows.reduce((s, r) => s + total(r), 0) - a.rows.reduce((s, r) => s + total(r), 0));
  for (const [suite, { rows, firstStart, lastEnd }] of ordered) {
    const summed = rows.reduce((s, r) => s + total(r), 0);
    const imports = rows.reduce((s, r) => s + r.importMs, 0);
    lines.push(
      `  ${suite}: ${rows.length} files, wall ${seconds(lastEnd - firstStart)}, summed ${seconds(summed)} (imports ${seconds(imports)})`,
    );
    for (const r of [...rows].sort((a, b) => total(b) - total(a)).slice(0, SLOWEST)) {
      lines.push(`    ${seconds(total(r)).padStart(8)}  ${r.file} (import ${seconds(r.importMs)})`);
    }
  }
  return lines;
}

/**
 * After the run, each suite's (unit, integration, e2e, workflow, fuzz, replay, components ...) time
 * and slowest files, so the CI log shows where the minutes go and which files to look at first.
 */
export class SuiteTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const suites = new Map<string, { rows: FileTime[]; firstStart: number; lastEnd: number }>();
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      const d = module.diagnostic();
      const row = {
        file,
        importMs: d.collectDuration + d.prepareDuration + d.environmentSetupDuration + d.setupDuration,
        testsMs: d.duration,
      };
      const suite = suiteOf(file, module.project.name);
      const entry = suites.get(suite) ?? { rows: [], firstStart: Infinity, lastEnd: 0 };
      entry.rows.push(row);
      entry.firstStart = Math.min(entry.firstStart, this.started.get(module.moduleId) ?? Infinity);
      entry.lastEnd = Math.max(entry.lastEnd, this.ended.get(module.moduleId) ?? 0);
      suites.set(suite, entry);
    }
    if (suites.size) console.log(suiteTimesReport(suites).join('\n'));
  }
}
