import { modules } from '../../catalogue';
import { login, type ApiAnswer, type ApiSession, type TestStack } from '../support';
import { runPool } from './pool';
import { summarize, type Sample, type Summary } from './stats';
import { startTemporalBaseline } from './temporal-baseline';

export interface LifecycleOptions {
  warmup: number;
  count: number;
  concurrency: number;
  rounds: number;
  maxMsPerRun: number;
}

export interface LifecycleResult {
  portal: Summary;
  baseline: Summary;
}

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';

function expectOk<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data;
}

/** The reviewer claims the record's open task and approves it. */
async function claimAndApprove(reviewer: ApiSession, id: string, processInstanceId: string, comment: string): Promise<{ state: string }> {
  const detail = expectOk(await reviewer.get<{ openTaskId: string | null }>(`${M}/detail`, { id }), 'detail');
  const taskId = detail.openTaskId;
  if (!taskId) throw new Error(`record ${id} has no open task`);
  expectOk(await reviewer.post(`${FLOW}/work/claim-task`, { taskId }), 'claim-task');
  return expectOk(
    await reviewer.post<{ state: string }>(`${FLOW}/work/complete-task`, { taskId, processInstanceId, flag: 'ok', comment }),
    'complete-task',
  );
}

/**
 * The whole set-up request through the API (app.inject) with the stack's worker: save a draft,
 * submit, the parent union claims and approves, the federation claims and approves. Against the
 * same number of bare Temporal lifecycles (temporal-baseline.ts) on the same server, rounds alternating.
 */
export async function runLifecycleBench(stack: TestStack, opts: LifecycleOptions): Promise<LifecycleResult> {
  const address = process.env.TEMPORAL_ADDRESS ?? '';
  const [corp1, corp2, launion1, federation] = await Promise.all(
    ['corp1', 'corp2', 'launion1', 'federation'].map((a) => login(stack.app, a)),
  );
  const form = modules.setup1!.example;
  const portalLifecycle = async (index: number) => {
    const applicant = index % 2 === 0 ? corp1! : corp2!;
    const unionName = `北京基准第${index}号科技有限公司工会委员会`;
    const draft = expectOk(
      await applicant.post<{ id: string; processInstanceId: string }>(`${M}/saveDraft`, { ...form, unionName }),
      'saveDraft',
    );
    expectOk(await applicant.post(`${M}/submit`, { ...form, unionName, id: draft.id }), 'submit');
    await claimAndApprove(launion1!, draft.id, draft.processInstanceId, '同意');
    const end = await claimAndApprove(federation!, draft.id, draft.processInstanceId, '准予建会');
    if (end.state !== 'approved') throw new Error(`record ${draft.id} ended ${end.state}, not approved`);
  };

  const baseline = await startTemporalBaseline(stack.client, address);
  try {
    let next = 0;
    const measure = async (lifecycle: (index: number) => Promise<void>, count: number): Promise<Sample> => {
      const from = next;
      next += count;
      const sample = await runPool(count, opts.concurrency, opts.maxMsPerRun, (i) => lifecycle(from + i));
      if (sample.firstError) throw sample.firstError;
      return sample;
    };
    await measure(baseline.lifecycle, opts.warmup);
    await measure(portalLifecycle, opts.warmup);
    const portalSamples: Sample[] = [];
    const baselineSamples: Sample[] = [];
    for (let round = 0; round < opts.rounds; round += 1) {
      baselineSamples.push(await measure(baseline.lifecycle, Math.ceil(opts.count / opts.rounds)));
      portalSamples.push(await measure(portalLifecycle, Math.ceil(opts.count / opts.rounds)));
    }
    return { portal: summarize(portalSamples), baseline: summarize(baselineSamples) };
  } finally {
    await baseline.stop();
  }
}
