import type { Client } from '@temporalio/client';
import { modules } from '../../catalogue';
import { dataOf, type HttpSession } from './http-session';
import { runPool } from './pool';
import { summarize, type Sample, type Summary } from './stats';
import { startTemporalBaseline } from './temporal-baseline';

export const M = '/api/blade-crop/crop/setup1';
export const FLOW = '/api/blade-flow';

/** Who walks a set-up request: enterprise unions apply, their street union and the federation review. */
export interface LifecycleParties {
  applicants: HttpSession[];
  parent: HttpSession;
  federation: HttpSession;
}

interface FlowView {
  recordId: string;
  processInstanceId: string;
  state: string;
  openTaskId: string | null;
}

/** The six commands of a set-up request, each a step a caller may watch (`after`: the command's answer). */
export interface LifecycleSteps {
  after?: (step: { name: string; session: HttpSession; recordId: string; taskId: string | null; state: string }) => Promise<void>;
}

/**
 * The whole set-up request through the API: save a draft, submit, the street union claims and
 * approves, the federation claims and approves. The first task's id is read from the record's
 * detail as a reviewer opening it would; the second comes with the first approval's answer.
 */
export async function setupLifecycle(parties: LifecycleParties, index: number, steps: LifecycleSteps = {}): Promise<void> {
  const applicant = parties.applicants[index % parties.applicants.length]!;
  const form = { ...(modules.setup1!.example as Record<string, unknown>), unionName: `北京基准第${index}号科技有限公司工会委员会` };
  const draft = dataOf(await applicant.post<{ id: string; processInstanceId: string }>(`${M}/saveDraft`, form), 'saveDraft');
  await steps.after?.({ name: 'saveDraft', session: applicant, recordId: draft.id, taskId: null, state: 'draft' });
  dataOf(await applicant.post(`${M}/submit`, { ...form, id: draft.id }), 'submit');
  await steps.after?.({ name: 'submit', session: applicant, recordId: draft.id, taskId: null, state: 'in_review' });
  let taskId = dataOf(await parties.parent.get<{ openTaskId: string | null }>(`${M}/detail`, { id: draft.id }), 'detail').openTaskId;
  for (const reviewer of [parties.parent, parties.federation]) {
    if (!taskId) throw new Error(`record ${draft.id} has no open task`);
    const processInstanceId = draft.processInstanceId;
    dataOf(await reviewer.post<FlowView>(`${FLOW}/work/claim-task`, { taskId }), 'claim-task');
    await steps.after?.({ name: 'claim', session: reviewer, recordId: draft.id, taskId, state: 'in_review' });
    const done = dataOf(
      await reviewer.post<FlowView>(`${FLOW}/work/complete-task`, { taskId, processInstanceId, flag: 'ok', comment: '同意' }),
      'complete-task',
    );
    await steps.after?.({ name: 'complete', session: reviewer, recordId: draft.id, taskId, state: done.state });
    taskId = done.openTaskId;
  }
}

export interface LifecycleOptions {
  warmup: number;
  count: number;
  concurrency: number;
  rounds: number;
  maxMsPerRun: number;
}

export interface LifecycleResult {
  concurrency: number;
  portal: Summary;
  baseline: Summary;
}

/**
 * Lifecycles per second at each concurrency, against bare Temporal doing the same six updates
 * (temporal-baseline.ts) on the same server, rounds alternating.
 */
export async function runLifecycleBench(
  parties: LifecycleParties,
  client: Client,
  temporalAddress: string,
  firstIndex: number,
  runs: LifecycleOptions[],
): Promise<LifecycleResult[]> {
  const baseline = await startTemporalBaseline(client, temporalAddress);
  try {
    let next = firstIndex;
    const measure = async (lifecycle: (index: number) => Promise<void>, count: number, opts: LifecycleOptions): Promise<Sample> => {
      const from = next;
      next += count;
      const sample = await runPool(count, opts.concurrency, opts.maxMsPerRun, (i) => lifecycle(from + i));
      if (sample.firstError) throw sample.firstError;
      return sample;
    };
    const portal = (index: number) => setupLifecycle(parties, index);
    const results: LifecycleResult[] = [];
    for (const opts of runs) {
      await measure(baseline.lifecycle, opts.warmup, opts);
      await measure(portal, opts.warmup, opts);
      const portalSamples: Sample[] = [];
      const baselineSamples: Sample[] = [];
      for (let round = 0; round < opts.rounds; round += 1) {
        baselineSamples.push(await measure(baseline.lifecycle, Math.ceil(opts.count / opts.rounds), opts));
        portalSamples.push(await measure(portal, Math.ceil(opts.count / opts.rounds), opts));
      }
      results.push({ concurrency: opts.concurrency, portal: summarize(portalSamples), baseline: summarize(baselineSamples) });
    }
    return results;
  } finally {
    await baseline.stop();
  }
}
