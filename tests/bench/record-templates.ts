import { sql, type Kysely } from 'kysely';
import { modules, type ModuleEntry } from '../../catalogue';
import type { Database, FlowRef, NewFlowEvent } from '../../db';
import { projectEvent } from '../../db/projections/project-event';
import { actorOf, installShapes } from '../../services/records/engine';
import { startInput } from '../../services/records/engine/start-input';
import { recordShapes } from '../../services/records/shapes';
import { loadSessionUser, type SessionUser } from '../../services/identity/auth/session-user';
import type { Actor, LifecycleInput } from '../../workflows';
import { TENANT } from './district';
import { chained, eventRow } from './event-rows';
import { contentOf, scenarioEvents, ScenarioRefused, SCENARIOS, type Scenario } from './flow-scenarios';

/**
 * The modules whose records the bench spreads, and how much more often than 1 the list's module
 * appears. Left out: the lookup (no lifecycle), the shapes whose rules hold per union and period or
 * per call (period, roll-up, children, the transfers' one open per union), which a cloned spread would break.
 */
export const SEEDED_MODULES = [
  'setup1',
  'organ1Detail',
  'organ2',
  'organ3',
  'organ4',
  'organ5',
  'setup2',
  'setup3',
  'setup4',
  'survey',
  'activity',
  'modelWorkerSelection1',
  'leave',
] as const;

/** The measured list's module holds this many shares of the records against one for every other module. */
export const LIST_MODULE_SHARE = 4;
export const LIST_MODULE = 'setup1';

const EPOCH_MS = Date.UTC(2020, 0, 1);
/** Templates are dated 400 days before the seeding, before every record cloned from them. */
const TEMPLATE_AGE_MS = 400 * 86_400_000;
const YEAR_MS = 365 * 86_400_000;
/** A record is created early enough for its scenario's last step to lie before the seeding (no completion in the future). */
const SCENARIO_ROOM_MS = 7 * 86_400_000;

/** Appends a flow's events with their hash chain and projects each, as `appendEvents` does minus the approvals' effects. */
export async function storeFlow(db: Kysely<Database>, ref: FlowRef, events: NewFlowEvent[]): Promise<void> {
  for (const event of chained(ref, events)) {
    await db.insertInto('flow_event').values(eventRow(event)).execute();
    await projectEvent(db, event);
  }
}

/** Applicants alike for the records' rules: the same kind under the same parent, so the same reviewers. */
interface UnionClass {
  key: string;
  applicant: SessionUser;
}

/** What a template flow needs to be replayed for another union of its class (rebuild-bench.ts). */
export interface Template {
  tpl: number;
  module: string;
  scenario: Scenario;
  input: LifecycleInput;
  parties: { applicant: Actor; reviewers: Actor[] };
}

async function sessionUsers(db: Kysely<Database>, where: 'first of class' | 'reviewers'): Promise<SessionUser[]> {
  const ids =
    where === 'reviewers'
      ? await sql<{ id: string }>`
          select u.id from app_user u
          where u.tenant_id = ${TENANT} and u.status = 1 and u.ident in ('launion', 'federation', 'admin') and not u.is_sub
          order by u.id`.execute(db)
      : await sql<{ id: string }>`
          select distinct on (o.parent_id, o.kind) u.id from union_org o
          join app_user u on u.union_id = o.id and u.tenant_id = o.tenant_id and not u.is_sub and u.status = 1
          where o.tenant_id = ${TENANT} and u.ident = o.kind
          order by o.parent_id, o.kind, o.id, u.id`.execute(db);
  const users = await Promise.all(ids.rows.map((r) => loadSessionUser(db, TENANT, String(r.id))));
  return users.filter((u): u is SessionUser => u !== null);
}

const classKey = (u: { parentUnionId: string | null; ident: string }) => `${u.parentUnionId ?? 'root'}:${u.ident}`;

/**
 * One template flow per union class, module its kind may start and scenario its flow allows,
 * decided by the workflow's rules and projected by the real projection; then the tables the
 * seeding clones from: `bench_union` (who applies), `bench_pick` (which template the n-th
 * record of a class copies, by weight), `bench_tpl_record` / `bench_tpl_task` (the templates'
 * rows) and `bench_plan(a, b)` (records a..b: id, union, template, creation time).
 */
export async function buildTemplates(
  db: Kysely<Database>,
  baseMs: number,
  seededModules: readonly string[] = SEEDED_MODULES,
  { onePerKind = false }: { onePerKind?: boolean } = {},
): Promise<Template[]> {
  installShapes(recordShapes);
  const reviewers = (await sessionUsers(db, 'reviewers')).map(actorOf);
  const all: UnionClass[] = (await sessionUsers(db, 'first of class')).map((applicant) => ({ key: classKey(applicant), applicant }));
  // The flows of a module do not differ between two unions of one kind: a test of the flows alone takes the first of each.
  const classes = onePerKind ? all.filter((c, i) => all.findIndex((o) => o.applicant.ident === c.applicant.ident) === i) : all;
  const templateMs = baseMs - TEMPLATE_AGE_MS;
  const templates: Template[] = [];
  const picks: { class: string; tpl: number; weight: number }[] = [];
  await db.transaction().execute(async (trx) => {
    for (const { key, applicant } of classes) {
      const entries = seededModules.map((m) => modules[m] as ModuleEntry).filter((e) => e.starters.includes(applicant.ident as 'corp'));
      for (const entry of entries) {
        // The flow input of the class's applicant for this module; each template gives it its own record.
        const base = await startInput(trx, entry, applicant, '0', undefined);
        for (const scenario of SCENARIOS) {
          const tpl = templates.length + 1;
          const recordId = String((BigInt(templateMs - EPOCH_MS) << 22n) | BigInt(0x3fffff - tpl));
          const input = { ...base, recordId, processInstanceId: `${entry.key}-${recordId}` };
          const parties = { applicant: actorOf(applicant), reviewers };
          let events: NewFlowEvent[];
          try {
            events = scenarioEvents(input, scenario, contentOf(entry, applicant.unionName), parties, templateMs);
          } catch (error) {
            if (error instanceof ScenarioRefused) continue;
            throw error;
          }
          const ref = { tenantId: TENANT, processInstanceId: input.processInstanceId, module: entry.key, recordId };
          await storeFlow(trx, ref, events);
          templates.push({ tpl, module: entry.key, scenario, input, parties });
          const share = entry.key === LIST_MODULE ? LIST_MODULE_SHARE : 1;
          picks.push({ class: key, tpl, weight: scenario.weight * share });
        }
      }
    }
  });
  const tplRows = templates.map((t) => ({
    tpl: t.tpl,
    module: t.module,
    scenario: t.scenario.key,
    record_id: t.input.recordId,
    title_field: modules[t.module]!.titleField,
  }));
  // DDL takes no parameters: the values go in as literals.
  await sql`create table bench_meta as select ${sql.lit(baseMs)}::bigint as base_ms, ${sql.lit(templateMs)}::bigint as template_ms`.execute(
    db,
  );
  await sql`
    create table bench_tpl as
    select * from jsonb_to_recordset(${sql.lit(JSON.stringify(tplRows))}::jsonb)
      as t (tpl int, module text, scenario text, record_id bigint, title_field text)`.execute(db);
  await sql`create table bench_tpl_record as select t.tpl, t.title_field, r.* from record r join bench_tpl t on t.record_id = r.id`.execute(
    db,
  );
  await sql`create index on bench_tpl_record (tpl)`.execute(db);
  await sql`create table bench_tpl_task as select t.tpl, k.* from flow_task k join bench_tpl t on t.record_id = k.record_id`.execute(db);
  await sql`create index on bench_tpl_task (tpl)`.execute(db);
  // Every union that applies, numbered; its class names the templates it may copy.
  await sql`
    create table bench_union as
    select (row_number() over (order by o.id) - 1)::int as no, o.id as union_id, o.path as union_path, o.name as union_name,
      u.id as applicant_id, u.name as applicant_name, coalesce(o.parent_id::text, 'root') || ':' || o.kind as class
    from union_org o
    join lateral (
      select id, name from app_user a
      where a.union_id = o.id and a.tenant_id = o.tenant_id and not a.is_sub and a.status = 1 and a.ident = o.kind
      order by a.id limit 1
    ) u on true
    where o.tenant_id = ${sql.lit(TENANT)}
      and coalesce(o.parent_id::text, 'root') || ':' || o.kind in (select jsonb_array_elements_text(${sql.lit(JSON.stringify(classes.map((c) => c.key)))}::jsonb))`.execute(
    db,
  );
  // A dense table of choices: the n-th record of a class draws r in [0, total) and copies the template at r.
  await sql`
    create table bench_pick as
    with p as (select * from jsonb_to_recordset(${sql.lit(JSON.stringify(picks))}::jsonb) as p (class text, tpl int, weight int)),
      ranged as (select class, tpl, weight, sum(weight) over (partition by class order by tpl) - weight as lo from p)
    select class, (lo + i)::int as r, tpl from ranged cross join generate_series(0, weight - 1) as i`.execute(db);
  await sql`create unique index on bench_pick (class, r)`.execute(db);
  await sql`create table bench_class as select class, count(*)::int as total from bench_pick group by class`.execute(db);
  // Hashes of g spread the records: an applying union, a template by weight, a creation time in the year before the seeding.
  await sql`
    create function bench_plan(a int, b int)
    returns table (g int, id bigint, union_id bigint, union_path text, union_name text, applicant_id bigint, applicant_name text,
                   tpl int, create_ms bigint)
    language sql stable as $$
      select s.g, ((m.ms - ${sql.lit(EPOCH_MS)}) << 22) | s.g, u.union_id, u.union_path, u.union_name, u.applicant_id,
        u.applicant_name, k.tpl, m.ms
      from generate_series(a, b) as s (g)
      cross join lateral (
        select (s.g::bigint * 2654435761) % 4294967291 as hu, (s.g::bigint * 2246822519) % 4294967291 as hk,
          (select base_ms from bench_meta) - ${sql.lit(SCENARIO_ROOM_MS)} - ((s.g::bigint * 3266489917) % 4294967291) % ${sql.lit(YEAR_MS - SCENARIO_ROOM_MS)} as ms
      ) as m
      join bench_union u on u.no = m.hu % (select count(*) from bench_union)
      join bench_class c on c.class = u.class
      join bench_pick k on k.class = u.class and k.r = m.hk % c.total
    $$`.execute(db);
  return templates;
}
