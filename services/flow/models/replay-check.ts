import { fileURLToPath } from 'node:url';
import { defaultPayloadConverter } from '@temporalio/common';
import type { Client, WorkflowHandle } from '@temporalio/client';
import type { WorkflowBundleOption } from '@temporalio/worker';
import type { PinnedFlow } from '../../../catalogue';
import { buildOutput } from '../../platform/config';
import { workflowsPath, type LifecycleInput, type StagePlan } from '../../../workflows';
import type { RunningRecord } from './running-records';

/** A record whose recorded run would not replay on the new version. */
export interface BrokenRecord {
  recordId: string;
  processInstanceId: string;
  title: string;
  error: string;
}

export interface ReplayReport {
  checked: number;
  broken: BrokenRecord[];
}

/** A recorded history as the client fetches it. */
type History = Awaited<ReturnType<WorkflowHandle['fetchHistory']>>;

let bundle: Promise<WorkflowBundleOption> | undefined;

/**
 * The workflow bundle the replayer runs: the build's (scripts/build-server.ts), else built once per
 * process from the sources (bundling takes seconds and much memory, so never in a built server).
 * The worker library is loaded here, on the first check, not with the API.
 */
function workflowBundle(): Promise<WorkflowBundleOption> {
  const prebuilt = buildOutput('workflowBundle');
  if (prebuilt) return Promise.resolve({ codePath: fileURLToPath(prebuilt) });
  const quiet = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error: console.error };
  bundle ??= import('@temporalio/worker')
    .then(({ bundleWorkflowCode }) => bundleWorkflowCode({ workflowsPath, logger: quiet as never }))
    .then(
      (b) => ({ code: b.code }),
      (err: unknown) => {
        bundle = undefined;
        throw err;
      },
    );
  return bundle;
}

/** Hands the replayer a bundle already built (the worker's, in tests), instead of building its own. */
export function useWorkflowBundle(code: string): void {
  bundle = Promise.resolve({ code });
}

/** The history with the flow's start input pinned to `flow` and `stages`, as if it had started on that version. */
function onVersion(history: History, flow: PinnedFlow, stages: StagePlan[]): History {
  const [first, ...rest] = history.events ?? [];
  const attributes = first?.workflowExecutionStartedEventAttributes;
  const payload = attributes?.input?.payloads?.[0];
  if (!first || !attributes || !payload) throw new Error('the history does not start with the flow’s input');
  const input = defaultPayloadConverter.fromPayload<LifecycleInput>(payload);
  const swapped = defaultPayloadConverter.toPayload<LifecycleInput>({ ...input, flow, stages });
  return {
    ...history,
    events: [
      {
        ...first,
        workflowExecutionStartedEventAttributes: {
          ...attributes,
          input: { ...attributes.input, payloads: [swapped, ...(attributes.input?.payloads?.slice(1) ?? [])] },
        },
      },
      ...rest,
    ],
  };
}

const reason = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 500);

/**
 * Replays the recorded history of each running record with its start input pinned to the new
 * version (Temporal's replayer, the current workflow code): a record whose run would take another
 * path than it took, or fail, is broken, with the error. A record whose history cannot be read is
 * broken too: nothing can vouch for it.
 */
export async function replayOnVersion(
  temporal: Client,
  records: RunningRecord[],
  flow: PinnedFlow,
  stagesOf: (record: RunningRecord) => Promise<StagePlan[]>,
): Promise<ReplayReport> {
  const broken: BrokenRecord[] = [];
  const histories: { workflowId: string; history: History }[] = [];
  const byPid = new Map(records.map((r) => [r.processInstanceId, r]));
  const fail = (r: RunningRecord, error: string) =>
    broken.push({ recordId: r.id, processInstanceId: r.processInstanceId, title: r.title, error });
  for (const r of records) {
    try {
      const history = await temporal.workflow.getHandle(r.processInstanceId).fetchHistory();
      histories.push({ workflowId: r.processInstanceId, history: onVersion(history, flow, await stagesOf(r)) });
    } catch (err) {
      fail(r, reason(err));
    }
  }
  if (histories.length > 0) {
    const { Worker } = await import('@temporalio/worker');
    for await (const result of Worker.runReplayHistories({ workflowBundle: await workflowBundle() }, histories)) {
      if (result.error) fail(byPid.get(result.workflowId)!, reason(result.error));
    }
  }
  return { checked: records.length, broken };
}
