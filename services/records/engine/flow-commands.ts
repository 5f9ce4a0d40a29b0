import { randomUUID } from 'node:crypto';
import { WithStartWorkflowOperation, WorkflowNotFoundError, ApplicationFailure, type Client } from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import { FORM_CANDIDATE, stateName, type Lang, type ModuleEntry, type RecordState, type StageCandidates } from '../../../catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { RECORD_LIFECYCLE, type Actor, type FlowView, type LifecycleInput, type Rejection } from '../../../workflows';
import type { SessionUser } from '../../identity/auth';
import { claimKey, claimStart, storeResult, updateIdOf, type IdempotencyBinding, type StoredResults } from './idempotency';
import { ConflictError, badRequest, forbidden, type AppError, type MessageKey } from '../../platform/core';
import { shapesOn } from './shape-registry';

/** The workflow id of a record's flow: its `processInstanceId`. */
export const processInstanceIdOf = (module: string, recordId: string) => `${module}-${recordId}`;

/** The command's sender as the workflow sees it. */
export function actorOf(user: SessionUser): Actor {
  return { id: user.id, name: user.name, unionId: user.unionId, unionName: user.unionName, ident: user.ident, roles: user.roles };
}

const CONFLICT_KEYS: Record<string, MessageKey> = {
  reviewerActed: 'reviewerActed',
  taskNotOpen: 'taskNotOpen',
  taskClaimed: 'taskClaimed',
  step: 'stepMismatch',
  stepApproved: 'stepApproved',
  hasChildren: 'hasChildren',
  childExists: 'childExists',
};
const FORBIDDEN_KEYS: Record<string, MessageKey> = {
  notApplicant: 'notApplicant',
  notCandidate: 'notCandidate',
  ownRecord: 'ownRecord',
};
const INVALID_FIELDS: Record<string, [string, MessageKey, string?]> = {
  reason: ['reason', 'reasonRequired'],
  comment: ['comment', 'commentRequired'],
  declineComment: ['comment', 'declineCommentRequired'],
  flag: ['flag', 'declineNotOffered', 'decline'],
  taskId: ['taskId', 'taskIdMismatch'],
  edits: ['form', 'fieldNotEditable'],
  requiredOnApprove: ['form', 'stageFieldsMissing', 'requiredOnApprove'],
};

/** A refusal from the workflow as the error the client gets. */
export function rejectionError(rejection: Rejection, lang: Lang): AppError {
  const state = rejection.state === 'new' ? 'draft' : rejection.state;
  switch (rejection.code) {
    case 'Conflict':
      return new ConflictError(state, stateName(state, lang), CONFLICT_KEYS[rejection.reason] ?? 'conflict');
    case 'Forbidden':
      return forbidden(FORBIDDEN_KEYS[rejection.reason] ?? 'notCandidate');
    case 'Invalid': {
      const [field, key, rule] = INVALID_FIELDS[rejection.reason] ?? [rejection.reason, 'badRequest'];
      return badRequest(field, rule ?? 'required', key);
    }
  }
}

const REJECTION_CODES = new Set(['Conflict', 'Forbidden', 'Invalid']);

/**
 * The workflow's refusal inside an update failure, however the SDK wrapped it (validator rejection,
 * handler failure, a cause chain); the failure's type alone when its details were lost.
 */
function rejectionIn(err: unknown): { rejection?: Rejection; code?: Rejection['code'] } | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (!(e instanceof ApplicationFailure)) continue;
    const detail = e.details?.[0] as Partial<Rejection> | undefined;
    if (detail && typeof detail === 'object' && detail.code && REJECTION_CODES.has(detail.code) && detail.state) {
      return { rejection: detail as Rejection };
    }
    if (e.type && REJECTION_CODES.has(e.type)) return { code: e.type as Rejection['code'] };
    // The store refused the events of an update that lost a race: a conflict, never a 500.
    if (e.type === 'EventConflictError') return { code: 'Conflict' };
  }
  return null;
}

/** Any failure of an update as the error the client gets: every refusal and lost race is a 409 / 403 / 400, never a 500. */
export async function mapTemporalError(err: unknown, lang: Lang, currentState: () => Promise<RecordState>): Promise<never> {
  const found = rejectionIn(err);
  if (found?.rejection) throw rejectionError(found.rejection, lang);
  const conflict = async (): Promise<never> => {
    const state = await currentState();
    throw new ConflictError(state, stateName(state, lang));
  };
  if (found?.code === 'Forbidden') throw forbidden();
  if (found?.code === 'Invalid') throw badRequest('', 'invalid', 'badRequest');
  if (found?.code === 'Conflict') return conflict();
  // A finished flow takes no more commands: the read model knows the state it finished in.
  if (err instanceof WorkflowNotFoundError || (err instanceof Error && /already completed/i.test(err.message))) return conflict();
  throw err;
}

export interface CommandContext {
  temporal: Client;
  db: Kysely<Database>;
  taskQueue: string;
  lang: Lang;
  /** The client's idempotency key bound to its request: a repeat never applies a command twice. */
  idempotency?: IdempotencyBinding;
}

/** What earlier requests of a binding stored, claimed once per request (a command may ask before and as it sends). */
const claims = new WeakMap<IdempotencyBinding, Promise<StoredResults>>();

function claimed(ctx: CommandContext & { idempotency: IdempotencyBinding }): Promise<StoredResults> {
  const b = ctx.idempotency;
  let claim = claims.get(b);
  if (!claim) {
    claim = claimKey(ctx.db, b, ctx.lang);
    claims.set(b, claim);
  }
  return claim;
}

/** The answer stored for an exact repeat of this request to this flow, if it has one. */
export async function repeatedAnswer(ctx: CommandContext, processInstanceId: string): Promise<FlowView | undefined> {
  if (!ctx.idempotency) return undefined;
  const done = (await claimed({ ...ctx, idempotency: ctx.idempotency }))[processInstanceId];
  return typeof done === 'object' ? done : undefined;
}

/** Sends an update to an existing flow and waits until its events are stored and projected. */
export async function sendToFlow<A extends [unknown, ...unknown[]]>(
  ctx: CommandContext,
  processInstanceId: string,
  update: UpdateDefinition<FlowView, A>,
  args: A,
): Promise<FlowView> {
  const b = ctx.idempotency;
  const repeat = await repeatedAnswer(ctx, processInstanceId);
  if (repeat) return repeat;
  const currentState = async () => {
    const row = await ctx.db.selectFrom('record').select('state').where('process_instance_id', '=', processInstanceId).executeTakeFirst();
    return row?.state ?? ('removed' as const);
  };
  try {
    const view = await ctx.temporal.workflow.getHandle(processInstanceId).executeUpdate(update, {
      args,
      updateId: b ? updateIdOf(b, processInstanceId) : randomUUID(),
    });
    if (b) await storeResult(ctx.db, b, processInstanceId, view);
    return view;
  } catch (err) {
    return mapTemporalError(err, ctx.lang, currentState);
  }
}

/** Starts a record's flow with its first command (the first save or submit) in one call. */
export async function startFlowWith<A extends [unknown, ...unknown[]]>(
  ctx: CommandContext,
  input: LifecycleInput,
  update: UpdateDefinition<FlowView, A>,
  args: A,
): Promise<FlowView> {
  const b = ctx.idempotency;
  let repeat = false;
  if (b) {
    const stored = await claimKey(ctx.db, b, ctx.lang, input.processInstanceId);
    const started = typeof stored.start === 'string' ? stored.start : await claimStart(ctx.db, b, input.processInstanceId);
    if (started !== input.processInstanceId) {
      // A repeat of a start answers the record the first request began, never a second one: its stored
      // answer, or that same flow started with the same update id. The first request may have bound the
      // key and died before its flow started (an API killed then), or still be starting it: whichever
      // comes second joins the flow the first began, and Temporal applies the update once.
      const done = stored[started];
      if (typeof done === 'object') return done;
      repeat = true;
      input = { ...input, recordId: started.slice(input.module.length + 1), processInstanceId: started };
    }
  }
  const start = new WithStartWorkflowOperation(RECORD_LIFECYCLE, {
    workflowId: input.processInstanceId,
    taskQueue: ctx.taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    // A repeat never begins a second run of a flow that already ended.
    ...(repeat ? { workflowIdReusePolicy: 'REJECT_DUPLICATE' as const } : {}),
  });
  try {
    const view = await ctx.temporal.workflow.executeUpdateWithStart(update, {
      args,
      startWorkflowOperation: start,
      updateId: b ? updateIdOf(b, 'start') : randomUUID(),
    });
    if (b) await storeResult(ctx.db, b, input.processInstanceId, view);
    return view;
  } catch (err) {
    return mapTemporalError(err, ctx.lang, async () => 'draft');
  }
}

/**
 * The flow a command under the context's key starts: `processInstanceId` the first time, and on an
 * exact repeat the one the first request started, so the repeat answers that record rather than
 * beginning another. Without a key, `processInstanceId`.
 */
export async function startedUnderKey(ctx: CommandContext, processInstanceId: string): Promise<string> {
  const b = ctx.idempotency;
  if (!b) return processInstanceId;
  const stored = await claimKey(ctx.db, b, ctx.lang, processInstanceId);
  return typeof stored.start === 'string' ? stored.start : claimStart(ctx.db, b, processInstanceId);
}

/** A stage's candidates for this applicant; a union the form names stays a `form:` key until the submission. */
function stageCandidates(c: StageCandidates, user: SessionUser): string[] {
  switch (c.kind) {
    case 'role':
      return [`role:${c.role}`];
    case 'formUnion':
      return [`${FORM_CANDIDATE}${c.field}`];
    case 'applicantParent':
      return user.parentUnionId ? [`union:${user.parentUnionId}`] : ['role:federation'];
  }
}

/** The flow's start input: the module's flow model with candidates resolved for the applicant, and what its shapes add (`flowInput`). */
export function lifecycleInput(entry: ModuleEntry, user: SessionUser, recordId: string, draftTtlMs: number | undefined): LifecycleInput {
  return {
    tenantId: user.tenantId,
    module: entry.key,
    recordId,
    processInstanceId: processInstanceIdOf(entry.key, recordId),
    applicant: { id: user.id, name: user.name },
    union: { id: user.unionId, name: user.unionName, path: user.unionPath },
    model: entry.flowModel.key,
    stages: entry.flowModel.stages.map((s) => ({
      key: s.key,
      name: s.name.zh,
      candidates: stageCandidates(s.candidates, user),
      dueHours: s.dueHours,
    })),
    draftTtlMs: draftTtlMs ?? entry.draftTtlDays * 86_400_000,
    ...shapesOn(entry).reduce<Partial<LifecycleInput>>((more, { shape, opt }) => ({ ...more, ...shape.flowInput?.(entry, opt) }), {}),
  };
}
