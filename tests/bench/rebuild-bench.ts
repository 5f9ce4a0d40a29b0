import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { modules } from '../../catalogue';
import { rebuildReadModels, type Database, type FlowRef, type NewFlowEvent } from '../../db';
import { copyRows, copyValue } from './copy-in';
import { cpuMeter } from './process-cpu';
import { TENANT } from './district';
import { chained, EVENT_COLUMNS, eventRow } from './event-rows';
import { contentOf, scenarioEvents } from './flow-scenarios';
import type { Template } from './record-templates';
import { seedRecords } from './seed-records';

export interface RebuildResult {
  flows: number;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** The bench process's CPU time (user + system) during the rebuild, per 1,000 events: the Node side's share, less noisy than the rate. */
  nodeCpuMsPer1000Events: number;
  /** The CPU time of the database's PostgreSQL backends during the rebuild, per 1,000 events (NaN where /proc does not show them). */
  postgresCpuMsPer1000Events: number;
  /** The rebuilt read models equal the seeded ones: the seeding's copies are what the projection makes of their events. */
  equal: boolean;
  differences: string[];
}

interface PlanRow {
  id: string;
  union_id: string;
  union_path: string;
  union_name: string;
  applicant_id: string;
  applicant_name: string;
  tpl: number;
  create_ms: string;
}

/** The events of record `row`: its template's scenario replayed by the workflow's rules for the record's own union and time. */
export function planEvents(row: PlanRow, template: Template): { ref: FlowRef; events: NewFlowEvent[] } {
  const entry = modules[template.module]!;
  const applicant = { ...template.parties.applicant, id: row.applicant_id, name: row.applicant_name };
  const input = {
    ...template.input,
    recordId: row.id,
    processInstanceId: `${template.module}-${row.id}`,
    applicant: { id: row.applicant_id, name: row.applicant_name },
    union: { id: row.union_id, name: row.union_name, path: row.union_path },
  };
  const parties = { applicant: { ...applicant, unionId: row.union_id, unionName: row.union_name }, reviewers: template.parties.reviewers };
  const events = scenarioEvents(input, template.scenario, contentOf(entry, row.union_name), parties, Number(row.create_ms));
  return { ref: { tenantId: TENANT, processInstanceId: input.processInstanceId, module: template.module, recordId: row.id }, events };
}

/** The flow_event rows of the plan's records a..b, hash-chained, as lines of COPY's text format. */
async function* eventLines(db: Kysely<Database>, templates: Map<number, Template>, from: number, to: number): AsyncGenerator<string> {
  const BATCH = 2000;
  for (let a = from; a <= to; a += BATCH) {
    const { rows } = await sql<PlanRow>`select * from bench_plan(${a}::int, ${Math.min(to, a + BATCH - 1)}::int)`.execute(db);
    let chunk = '';
    for (const row of rows) {
      const { ref, events } = planEvents(row, templates.get(row.tpl)!);
      for (const e of chained(ref, events)) chunk += `${Object.values(eventRow(e)).map(copyValue).join('\t')}\n`;
    }
    yield chunk;
  }
}

/**
 * Read-model rebuild in events per second, and the proof that the seeding is true to the projection:
 * records 1..count are seeded by copying templates (seed-records.ts), their events are generated
 * by the workflow's rules and COPYed into the event store, then `rebuildReadModels` (what
 * `npm run rebuild-read-models -- --check` runs) replays every event and compares what it built
 * with what the seeding wrote. Runs on a database of its own: a rebuild replaces the read models.
 */
export async function runRebuildBench(db: Kysely<Database>, url: string, templates: Template[], count: number): Promise<RebuildResult> {
  await seedRecords(db, 1, count);
  const byTpl = new Map(templates.map((t) => [t.tpl, t]));
  await copyRows(url, 'flow_event', EVENT_COLUMNS, eventLines(db, byTpl, 1, count));
  // The read models too, as autovacuum keeps a live database: not their first scan setting every row's hint bits, and plans from statistics.
  await sql`vacuum analyze flow_event, record, flow_task, flow_cc, task_reader`.execute(db);
  const meter = cpuMeter({ node: process.pid }, url);
  await meter.start();
  const started = performance.now();
  const result = await rebuildReadModels(db, { check: true });
  const seconds = (performance.now() - started) / 1000;
  const used = await meter.stop();
  await meter.close();
  return {
    flows: result.records,
    events: result.events,
    seconds,
    eventsPerSecond: result.events / seconds,
    nodeCpuMsPer1000Events: (used.node! * 1000) / result.events,
    postgresCpuMsPer1000Events: used.postgres === 0 ? NaN : (used.postgres! * 1000) / result.events,
    equal: result.equal,
    differences: result.differences.slice(0, 5),
  };
}
