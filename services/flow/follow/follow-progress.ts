import type { Kysely } from 'kysely';
import { declinesEverywhere, modelOfChain, resolveCandidates, type FlowGraph, type Lang, type StageNode } from '../../../catalogue';
import { readFlowEvents, type Database, type RecordRow, type StagePlan, type StoredFlowEvent } from '../../../db';
import { entryOfRecord } from '../../records/engine';
import { namesOfCandidates } from '../tasks';
import { resolveStagePlans } from '../plans';
import { progressOn, type GraphProgress } from './progress-graph';

/** The graph a record's flow walks, with its model key and version. */
export interface RecordGraph {
  graph: FlowGraph;
  modelKey: string | null;
  version: number | null;
}

/**
 * The graph of the version the record is pinned to (`flow_model_version`, read within the tenant or
 * shared to it); a flow on the built-in chain (version 0, or started before deployments existed)
 * walks its module's catalogue chain as a graph (`modelOfChain`).
 */
export async function recordGraph(db: Kysely<Database>, record: RecordRow): Promise<RecordGraph | null> {
  if (record.flow_version_id) {
    const version = await db
      .selectFrom('flow_model_version')
      .select(['graph', 'model_key', 'version'])
      .where('id', '=', record.flow_version_id)
      .executeTakeFirst();
    if (version) return { graph: version.graph, modelKey: version.model_key, version: version.version };
  }
  // A child record (a work under an entry) is reviewed by its child definition's chain.
  const chain = entryOfRecord(record)?.flowModel;
  if (!chain) return null;
  return { graph: modelOfChain(chain), modelKey: record.model_key ?? chain.key, version: record.flow_version };
}

/** The events of the round under review: from the last submission (or resubmission) on. */
function currentRound(events: StoredFlowEvent[]): StoredFlowEvent[] {
  const at = events.findLastIndex((e) => e.type === 'submitted' || e.type === 'resubmitted');
  return at < 0 ? [] : events.slice(at);
}

/** Stages whose tasks of the round were approved, by a reviewer or by the stage's timeout. */
function approvedStages(round: StoredFlowEvent[]): string[] {
  const stageOf = new Map<string, string>();
  const approved: string[] = [];
  for (const e of round) {
    if (e.type === 'task.created') stageOf.set(e.payload.taskId, e.payload.stageKey);
    const taskId =
      e.type === 'task.completed' && e.payload.outcome === 'approve'
        ? e.payload.taskId
        : e.type === 'task.timedOut' && e.payload.action === 'autoApprove'
          ? e.payload.taskId
          : null;
    const stage = taskId ? stageOf.get(taskId) : undefined;
    if (stage && !approved.includes(stage)) approved.push(stage);
  }
  return approved;
}

/**
 * The stage plans the flow pinned at its start (candidates resolved for the applicant); after a
 * migration, the new version's plans resolved anew for the same applicant, as the migration did.
 */
async function stagePlans(db: Kysely<Database>, record: RecordRow, events: StoredFlowEvent[], graph: FlowGraph): Promise<StagePlan[]> {
  const started = events.find((e) => e.type === 'flow.started');
  const migrated = events.some((e) => e.type === 'flow.migrated');
  if (started?.type === 'flow.started' && !migrated) return started.payload.stages;
  const union = await db
    .selectFrom('union_org')
    .select('parent_id')
    .where('tenant_id', '=', record.tenant_id)
    .where('id', '=', record.union_id)
    .executeTakeFirst();
  const parentUnionId = union?.parent_id === null || union?.parent_id === undefined ? null : String(union.parent_id);
  return resolveStagePlans(db, record.tenant_id, { unionId: String(record.union_id), parentUnionId }, graph, {
    declineEverywhere: declinesEverywhere(entryOfRecord(record)),
  });
}

export interface NextReview {
  stageKey: string;
  stageName: string;
  reviewers: string[];
}

/** Who reviews the coming stages: each stage's pinned candidates by name (a union, a role, an account). */
async function nextReviews(
  db: Kysely<Database>,
  record: RecordRow,
  graph: FlowGraph,
  plans: StagePlan[],
  coming: string[],
  lang: Lang,
): Promise<NextReview[]> {
  const form = (record.submitted_form ?? record.form) as Record<string, unknown>;
  const keysOf = (stage: string) => resolveCandidates(plans.find((p) => p.key === stage)?.candidates ?? [], form);
  const names = await namesOfCandidates(db, record.tenant_id, coming.flatMap(keysOf), lang);
  return coming.map((stageKey) => {
    const node = graph.nodes.find((n): n is StageNode => n.id === stageKey && n.kind === 'stage');
    return {
      stageKey,
      stageName: node?.name[lang] ?? stageKey,
      reviewers: [...new Set(keysOf(stageKey).map((k) => names.get(k) ?? k))],
    };
  });
}

export interface RecordProgress extends GraphProgress {
  graph: FlowGraph;
  modelKey: string | null;
  version: number | null;
  next: NextReview[];
  /** The roles and accounts the graph's rules name, by alias and id: the diagram names them, not their codes. */
  roleNames: Record<string, string>;
  userNames: Record<string, string>;
}

/** The roles and accounts the candidate and CC rules of `graph` name, by name in `lang`. */
async function namesInGraph(db: Kysely<Database>, tenantId: string, graph: FlowGraph, lang: Lang) {
  const keys = graph.nodes.flatMap((n) =>
    n.kind !== 'stage'
      ? []
      : [...n.candidates, ...(n.cc ?? [])].flatMap((r) =>
          r.kind === 'role' || r.kind === 'roleAtLevel'
            ? [`role:${r.role}`]
            : r.kind === 'users'
              ? r.userIds.map((id) => `user:${id}`)
              : [],
        ),
  );
  const names = await namesOfCandidates(db, tenantId, keys, lang);
  const byPrefix = (prefix: string) =>
    Object.fromEntries([...names].filter(([k]) => k.startsWith(prefix)).map(([k, name]) => [k.slice(prefix.length), name]));
  return { roleNames: byPrefix('role:'), userNames: byPrefix('user:') };
}

/** Where a record's flow stands on its graph, and who reviews what comes next. */
export async function recordProgress(db: Kysely<Database>, record: RecordRow, lang: Lang): Promise<RecordProgress | null> {
  const pinned = await recordGraph(db, record);
  if (!pinned) return null;
  const events = await readFlowEvents(db, record.tenant_id, record.process_instance_id);
  const open = await db
    .selectFrom('flow_task')
    .select('stage_key')
    .where('tenant_id', '=', record.tenant_id)
    .where('process_instance_id', '=', record.process_instance_id)
    .where('outcome', 'is', null)
    .execute();
  const union = await db
    .selectFrom('union_org')
    .select('kind')
    .where('tenant_id', '=', record.tenant_id)
    .where('id', '=', record.union_id)
    .executeTakeFirst();
  const progress = progressOn(pinned.graph, {
    state: record.state,
    approved: approvedStages(currentRound(events)),
    open: open.map((t) => t.stage_key),
    facts: { unionKind: union?.kind ?? '', form: (record.submitted_form ?? record.form) as Record<string, unknown> },
  });
  const plans = progress.coming.length ? await stagePlans(db, record, events, pinned.graph) : [];
  const next = await nextReviews(db, record, pinned.graph, plans, progress.coming, lang);
  return { ...pinned, ...progress, next, ...(await namesInGraph(db, record.tenant_id, pinned.graph, lang)) };
}
