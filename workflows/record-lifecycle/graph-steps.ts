// Files of the catalogue's folders, not their index: the workflow bundle needs no module entries.
import { resolveCandidates } from '../../catalogue/lifecycle';
import type { FlowGraph, PinnedFlow } from '../../catalogue/flow-models/graph';
import { advance, type BranchFacts } from '../../catalogue/flow-models/walk';
import { planMigration } from '../../catalogue/flow-models/migration';
import type { FlowEventBody, FlowVersionRef } from '../../db/event-store/events';
import type { LifecycleInput, MigrationOrder, OpenTask, StagePlan } from './types';

/** The fallback of an escalation nobody was pinned for: the tenant's administrators. */
const ESCALATION_FALLBACK = ['role:administrator'];

/**
 * What the graph steps need from `decide`: the events so far, a task to create (numbered in the
 * plans' order) and the open tasks as they stand while the command is decided.
 */
export interface GraphContext {
  input: LifecycleInput;
  graph: FlowGraph;
  facts: BranchFacts;
  push: (event: FlowEventBody) => void;
  createTask: (plan: StagePlan, stage: number, candidates: string[]) => OpenTask;
  newCcId: () => string;
  /** Open tasks, kept current as the steps close and open them. */
  open: OpenTask[];
  /** The form under review, for candidates the form names. */
  form: Readonly<Record<string, unknown>>;
}

export const versionRef = (flow: PinnedFlow | undefined): FlowVersionRef => ({
  modelKey: flow?.modelKey ?? '',
  versionId: flow?.versionId ?? '',
  version: flow?.version ?? 0,
});

/** A flow of the stage list as the chain it is (start, its stages in order, end), version 0 of its model. */
export function listFlow(input: LifecycleInput): PinnedFlow {
  const ids = ['start', ...input.stages.map((s) => s.key), 'end'];
  return {
    modelKey: input.model,
    versionId: '',
    version: 0,
    graph: {
      key: input.model,
      name: { zh: input.model, en: input.model },
      nodes: [
        { kind: 'start', id: 'start' },
        ...input.stages.map((s) => ({
          kind: 'stage' as const,
          id: s.key,
          name: { zh: s.name, en: s.name },
          candidates: [],
          completion: 'any' as const,
          dueHours: s.dueHours,
          onTimeout: 'remind' as const,
        })),
        { kind: 'end', id: 'end' },
      ],
      edges: ids.slice(1).map((to, i) => ({ id: `${ids[i]}_to_${to}`, from: ids[i]!, to })),
    },
  };
}

function planOf(ctx: GraphContext, key: string, plans: StagePlan[]): { plan: StagePlan; stage: number } {
  const i = plans.findIndex((p) => p.key === key);
  if (i < 0) throw new Error(`flow ${ctx.input.processInstanceId} has no stage ${key}`);
  return { plan: plans[i]!, stage: i + 1 };
}

/** Opens a stage: one task for any one reviewer, one per reviewer for a countersign, the first of a sequence; CC told. */
export function openStage(ctx: GraphContext, key: string, plans: StagePlan[] = ctx.input.stages): void {
  const { plan, stage } = planOf(ctx, key, plans);
  const candidates = resolveCandidates(plan.candidates, ctx.form);
  const groups =
    plan.completion === 'all' ? candidates.map((c) => [c]) : plan.completion === 'sequence' ? [[candidates[0]!]] : [candidates];
  for (const g of groups) ctx.open.push(ctx.createTask(plan, stage, g));
  if (plan.cc?.length) {
    ctx.push({
      type: 'cc.sent',
      payload: { ccId: ctx.newCcId(), stageKey: plan.key, stageName: plan.name, candidates: resolveCandidates(plan.cc, ctx.form) },
    });
  }
}

/**
 * Moves the token on from a node and opens what it reaches. A join fires once no other branch is
 * open (parallel blocks do not nest: `validateModel`). True when the flow reached its end.
 */
export function moveOn(ctx: GraphContext, fromId: string): boolean {
  const landing = advance(ctx.graph, fromId, ctx.facts);
  for (const key of landing.stages) openStage(ctx, key);
  let ended = landing.ended;
  for (const join of landing.joins) {
    if (ctx.open.length === 0) ended = moveOn(ctx, join) || ended;
  }
  return ended && ctx.open.length === 0;
}

/** An approved task of a graph flow: its stage completes (or waits for its other reviewers), then the flow moves on. */
export function approveTask(ctx: GraphContext, task: OpenTask): boolean {
  const key = task.stageKey!;
  const { plan, stage } = planOf(ctx, key, ctx.input.stages);
  if (plan.completion === 'all' && ctx.open.some((t) => t.stageKey === key)) return false;
  if (plan.completion === 'sequence') {
    const candidates = resolveCandidates(plan.candidates, ctx.form);
    const next = candidates[candidates.indexOf(task.candidates[0]!) + 1];
    if (next) {
      ctx.open.push(ctx.createTask(plan, stage, [next]));
      return false;
    }
  }
  return moveOn(ctx, key);
}

/** A task past its due time: what its stage says (remind once, approve, return, escalate). */
export function timeoutAction(plan: StagePlan, task: OpenTask): 'remind' | 'autoApprove' | 'autoReturn' | 'escalate' {
  const action = plan.onTimeout ?? 'remind';
  const escalateTo = plan.escalateTo?.length ? plan.escalateTo : ESCALATION_FALLBACK;
  // An escalated task that times out again only reminds: escalating to the same reviewers would repeat forever.
  if (action === 'escalate' && task.candidates.every((c) => escalateTo.includes(c))) return 'remind';
  return action;
}

/** The escalated task of a stage: the same stage, for those above the reviewers. */
export function escalate(ctx: GraphContext, task: OpenTask): void {
  const { plan, stage } = planOf(ctx, task.stageKey!, ctx.input.stages);
  ctx.open.push(ctx.createTask(plan, stage, plan.escalateTo?.length ? plan.escalateTo : ESCALATION_FALLBACK));
}

/**
 * Moves the running flow onto another version: each open stage the new version lacks closes and
 * opens where `planMigration` sends it; stages the new version has keep their open tasks.
 */
export function migrate(ctx: GraphContext, order: MigrationOrder): void {
  const keys = [...new Set(ctx.open.map((t) => t.stageKey ?? ''))];
  const oldGraph = ctx.input.flow?.graph ?? ctx.graph;
  const { moves } = planMigration(oldGraph, order.flow.graph, keys, order.targets);
  const taskMoves: { taskId: string; from: string; to: string }[] = [];
  for (const m of moves.filter((m) => !m.exists)) {
    for (const t of ctx.open.filter((t) => t.stageKey === m.from)) taskMoves.push({ taskId: t.taskId, from: m.from, to: m.to });
  }
  ctx.push({
    type: 'flow.migrated',
    payload: { from: versionRef(ctx.input.flow), to: versionRef(order.flow), stages: order.stages, moves: taskMoves },
  });
  const moved = new Set(taskMoves.map((m) => m.taskId));
  ctx.open.splice(0, ctx.open.length, ...ctx.open.filter((t) => !moved.has(t.taskId)));
  const graphCtx: GraphContext = { ...ctx, graph: order.flow.graph };
  for (const to of [...new Set(taskMoves.map((m) => m.to))]) openStage(graphCtx, to, order.stages);
}
