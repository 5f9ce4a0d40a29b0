// One set-up request (setup1) walked through the API by its parties: saved, submitted, approved by
// the applicant's parent union and then by the federation; every fourth is returned once by the
// parent union and resubmitted. Each command is one user action with its own Idempotency-Key.
import { modules } from '../../catalogue';
import type { CommandLog, CommandName, RetryingClient, Session } from './retrying-client';

export const MODULE = 'setup1';
const M = `/api/blade-crop/crop/${MODULE}`;
const FLOW = '/api/blade-flow';
const form = modules[MODULE]!.example;

/** The demo accounts a lifecycle acts as. */
export const ACCOUNTS = ['corp1', 'corp2', 'corp3', 'launion1', 'launion2', 'federation'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** The events each command appends to the record's flow, once. */
export const EVENTS_OF: Record<CommandName, readonly string[]> = {
  save: ['flow.started', 'draft.saved'],
  submit: ['submitted', 'task.created'],
  claim: ['task.claimed'],
  approve: ['task.completed', 'task.created'],
  approveLast: ['task.completed', 'approved'],
  return: ['task.completed', 'returned'],
  resubmit: ['resubmitted', 'task.created'],
};

/** Who does what in lifecycle `n`, and whether its record is returned once. */
export function planOf(n: number) {
  const applicant = (['corp1', 'corp2', 'corp3'] as const)[n % 3]!;
  // corp1 and corp2 belong under 中关村街道工会 (launion1), corp3 under 上地街道工会 (launion2).
  const parent: Account = applicant === 'corp3' ? 'launion2' : 'launion1';
  return { applicant, parent, returned: n % 4 === 1, unionName: `北京混沌第${n}号科技有限公司工会委员会` };
}

/** What a lifecycle left: its record, or where it stopped. */
export interface LifecycleResult {
  n: number;
  recordId?: string;
  processInstanceId?: string;
  /** The commands it sent, in order. */
  commands: CommandLog[];
  /** Why it stopped before its record was approved. */
  failure?: string;
}

class Refused extends Error {}

export async function runLifecycle(client: RetryingClient, sessions: Record<Account, Session>, n: number): Promise<LifecycleResult> {
  const plan = planOf(n);
  const result: LifecycleResult = { n, commands: [] };
  const body = { ...form, unionName: plan.unionName };
  const send = async (
    who: Account,
    name: CommandName,
    method: 'GET' | 'POST',
    path: string,
    payload: { query?: Record<string, string>; json?: unknown },
  ) => {
    const log = await client.command(sessions[who], name, n, method, path, payload);
    result.commands.push(log);
    if (log.status !== 200) throw new Refused(`${name} as ${who}: ${log.status} ${log.body?.msg ?? ''}`);
    return log.body!.data;
  };
  /** The reviewer finds the record's open task, claims it and completes it. */
  const review = async (who: Account, flag: 'ok' | 'back', name: CommandName) => {
    const detail = await client.read<{ openTaskId: string | null }>(sessions[who], `${M}/detail`, { id: result.recordId! });
    if (!detail.openTaskId) throw new Refused(`${who} finds no open task on record ${result.recordId}`);
    const taskId = detail.openTaskId;
    await send(who, 'claim', 'POST', `${FLOW}/work/claim-task`, { query: { taskId } });
    const comment = flag === 'ok' ? '同意' : '请补充筹备组名单';
    await send(who, name, 'POST', `${FLOW}/work/complete-task`, {
      json: { taskId, processInstanceId: result.processInstanceId, flag, comment },
    });
    return taskId;
  };
  try {
    const saved = await send(plan.applicant, 'save', 'POST', `${M}/saveDraft`, { json: body });
    result.recordId = saved.id;
    result.processInstanceId = saved.processInstanceId;
    await send(plan.applicant, 'submit', 'POST', `${M}/submit`, { json: { ...body, id: saved.id } });
    if (plan.returned) {
      const taskId = await review(plan.parent, 'back', 'return');
      await send(plan.applicant, 'resubmit', 'POST', `${M}/resubmit`, { json: { ...body, id: saved.id, taskId } });
    }
    await review(plan.parent, 'ok', 'approve');
    await review('federation', 'ok', 'approveLast');
  } catch (error) {
    result.failure = error instanceof Refused ? error.message : String(error);
  }
  return result;
}
