import type { Kysely } from 'kysely';
import {
  lifecycleTable,
  offeredActions,
  partiesOf,
  recordFacts,
  stateFacts,
  type LifecycleAction,
  type ModuleEntry,
  type RecordFacts,
  type RuleVerdict,
} from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';

// child_count may be left out by lists of records that never have children (task rows).
// open_task_*: the open task's candidates and assignee when the rows' query read them with the row (a list page).
type Row = Pick<RecordRow, 'id' | 'state' | 'union_id' | 'open_task_id' | 'reviewer_acted' | 'step'> &
  Partial<Pick<RecordRow, 'child_count'>> & {
    open_task_candidates?: string[] | null;
    open_task_assignee_id?: string | null;
    open_task_decline?: boolean | null;
  };

/** The record's open task as the table reads it; null when none is open (or it was not read: the applicant is never its party). */
export type OpenTaskFacts = { candidates: readonly string[]; assigneeId: string | null; decline?: boolean } | null;

/** How the viewer acts: as itself, or as a flow administrator (`operator`: the follow and migration routes only). */
export interface ActingAs {
  operator?: boolean;
}

/** The actions a flow administrator's routes serve for every module (migrate, terminate), read off the table. */
const OPERATOR_ACTIONS: readonly LifecycleAction[] = lifecycleTable.filter((r) => r.who.includes('operator')).map((r) => r.action);

/** Whether the row's open task is one the table may need: only a reviewer's task, in a state a reviewer acts in. */
const mayHaveTask = (r: Row) => stateFacts(r.state).reviewing && r.open_task_id !== null;

/** The open task's facts the row's query read with it (null: it has none open); undefined when it did not read them. */
function carried(r: Row): OpenTaskFacts | undefined {
  if (r.open_task_candidates === undefined) return undefined;
  if (r.open_task_candidates === null) return null;
  return {
    candidates: r.open_task_candidates,
    assigneeId: r.open_task_assignee_id == null ? null : String(r.open_task_assignee_id),
    decline: r.open_task_decline === true,
  };
}

/** The open task's candidates and assignee of each row that has one and did not bring them, read in one query. */
async function openTasks(db: Kysely<Database>, tenantId: string, rows: readonly Row[]) {
  const ids = rows.filter((r) => mayHaveTask(r) && carried(r) === undefined).map((r) => r.open_task_id!);
  if (ids.length === 0) return new Map<string, NonNullable<OpenTaskFacts>>();
  const tasks = await db
    .selectFrom('flow_task')
    .select(['id', 'candidates', 'assignee_id', 'decline'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('outcome', 'is', null)
    .execute();
  return new Map(
    tasks.map((t) => [
      t.id,
      { candidates: t.candidates, assigneeId: t.assignee_id === null ? null : String(t.assignee_id), decline: t.decline },
    ]),
  );
}

/**
 * The row's facts for the viewer (catalogue/lifecycle `recordFacts`), on the read model: the one
 * place a row becomes the table's facts. Synchronous for the applicant's checks: `task` only matters
 * to a reviewer, and the applicant is never one (separation of duties).
 */
export function rowFacts(viewer: SessionUser, entry: ModuleEntry, row: Row, task: OpenTaskFacts = null, as: ActingAs = {}): RecordFacts {
  const parties = partiesOf(viewer, { unionId: String(row.union_id), task });
  if (as.operator) parties.add('operator');
  return recordFacts(
    {
      state: row.state,
      parties,
      reviewerActed: row.reviewer_acted,
      assigneeId: task?.assigneeId ?? null,
      callerId: viewer.id,
      stepApproved: row.step !== (entry.steps?.[0]?.key ?? ''),
      hasChildren: (row.child_count ?? 0) > 0,
      publishOnly: entry.publishOnly === true,
      stageDeclines: task?.decline === true,
    },
    as.operator ? [...offeredActions(entry), ...OPERATOR_ACTIONS] : offeredActions(entry),
  );
}

/**
 * What the viewer may do to the row now, its open task's facts at hand (`task`, null when it has
 * none open): a task list's row is its record's open task, so the list reads nothing more.
 */
export function rowActions(viewer: SessionUser, entry: ModuleEntry, row: Row, task: OpenTaskFacts): LifecycleAction[] {
  return [...rowFacts(viewer, entry, row, mayHaveTask(row) ? task : null).may];
}

/** The facts of each row for the viewer, their open tasks read in one query. */
export async function factsOf(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  rows: readonly Row[],
  as: ActingAs = {},
): Promise<Map<string, RecordFacts>> {
  const tasks = await openTasks(db, viewer.tenantId, rows);
  return new Map(
    rows.map((r) => [
      String(r.id),
      rowFacts(viewer, entry, r, mayHaveTask(r) ? (carried(r) ?? tasks.get(r.open_task_id!) ?? null) : null, as),
    ]),
  );
}

/**
 * What the viewer may do to each record now, read off the lifecycle table with the facts of the
 * read model: every list row and detail answer carries it, and the console draws its buttons from it.
 */
export async function actionsOf(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  rows: readonly Row[],
): Promise<Map<string, LifecycleAction[]>> {
  const facts = await factsOf(db, viewer, entry, rows);
  return new Map([...facts].map(([id, f]) => [id, [...f.may]]));
}

/** The table's verdict on one action by the viewer, on the facts of the read model (the workflow decides again). */
export async function verdictOn(
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  row: Row,
  action: LifecycleAction,
): Promise<RuleVerdict> {
  return (await factsOf(db, viewer, entry, [row])).get(String(row.id))!.verdict(action);
}
