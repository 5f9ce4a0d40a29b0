import { randomUUID } from 'node:crypto';
import {
  WithStartWorkflowOperation,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  ApplicationFailure,
  type Client,
} from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import { stateName, type Lang, type ModuleEntry, type RecordState } from '../../catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { RECORD_LIFECYCLE, type Actor, type FlowView, type LifecycleInput, type Rejection } from '../../workflows';
import type { SessionUser } from '../auth';
import { ConflictError, badRequest, forbidden, type AppError, type MessageKey } from '../core';

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
};
const INVALID_FIELDS: Record<string, [string, MessageKey]> = {
  reason: ['reason', 'reasonRequired'],
  comment: ['comment', 'commentRequired'],
  taskId: ['taskId', 'taskIdMismatch'],
};

/** A refusal from the workflow as the error the client gets. */
export function rejectionError(rejection: Rejection, lang: Lang): AppError {
  const state = rejection.state === 'new' ? 'draft' : rejection.state;
  switch (rejection.code) {
    case 'Conflict':
      return new ConflictError(state, stateName(state as RecordState, lang), CONFLICT_KEYS[rejection.reason] ?? 'conflict');
    case 'Forbidden':
      return forbidden(rejection.reason === 'notApplicant' ? 'notApplicant' : 'notCandidate');
    case 'Invalid': {
      const [field, key] = INVALID_FIELDS[rejection.reason] ?? [rejection.reason, 'badRequest'];
      return badRequest(field, 'required', key);
    }
  }
}

function mapTemporalError(err: unknown, lang: Lang, currentState: () => Promise<string>): Promise<never> {
  if (err instanceof WorkflowUpdateFailedError && err.cause instanceof ApplicationFailure) {
    const rejection = err.cause.details?.[0] as Rejection | undefined;
    if (rejection?.code) throw rejectionError(rejection, lang);
  }
  // A finished flow takes no more commands: the read model knows the state it finished in.
  if (err instanceof WorkflowNotFoundError || (err instanceof Error && /already completed/i.test(err.message))) {
    return currentState().then((state) => {
      throw new ConflictError(state, stateName(state as RecordState, lang));
    });
  }
  throw err;
}

export interface CommandContext {
  temporal: Client;
  db: Kysely<Database>;
  taskQueue: string;
  lang: Lang;
  /** The client's idempotency key: the same key never applies a command twice. */
  idempotencyKey?: string;
}

/** Sends an update to an existing flow and waits until its events are stored and projected. */
export async function sendToFlow<A extends [unknown, ...unknown[]]>(
  ctx: CommandContext,
  processInstanceId: string,
  update: UpdateDefinition<FlowView, A>,
  args: A,
): Promise<FlowView> {
  try {
    return await ctx.temporal.workflow.getHandle(processInstanceId).executeUpdate(update, {
      args,
      updateId: ctx.idempotencyKey ?? randomUUID(),
    });
  } catch (err) {
    return mapTemporalError(err, ctx.lang, async () => {
      const row = await ctx.db.selectFrom('record').select('state').where('process_instance_id', '=', processInstanceId).executeTakeFirst();
      return row?.state ?? 'removed';
    });
  }
}

/** Starts a record's flow with its first command (the first save or submit) in one call. */
export async function startFlowWith<A extends [unknown, ...unknown[]]>(
  ctx: CommandContext,
  input: LifecycleInput,
  update: UpdateDefinition<FlowView, A>,
  args: A,
): Promise<FlowView> {
  const start = new WithStartWorkflowOperation(RECORD_LIFECYCLE, {
    workflowId: input.processInstanceId,
    taskQueue: ctx.taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  try {
    return await ctx.temporal.workflow.executeUpdateWithStart(update, {
      args,
      startWorkflowOperation: start,
      updateId: ctx.idempotencyKey ?? randomUUID(),
    });
  } catch (err) {
    return mapTemporalError(err, ctx.lang, async () => 'draft');
  }
}

/** The flow's start input: the module's flow model with candidates resolved for the applicant. */
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
      candidates:
        s.candidates.kind === 'role'
          ? [`role:${s.candidates.role}`]
          : user.parentUnionId
            ? [`union:${user.parentUnionId}`]
            : ['role:federation'],
      dueHours: s.dueHours,
    })),
    draftTtlMs: draftTtlMs ?? entry.draftTtlDays * 86_400_000,
  };
}
