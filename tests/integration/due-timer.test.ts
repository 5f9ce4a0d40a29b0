// A review stage's due-time timer (workflows/record-lifecycle, patch `keep-due-timer`): kept across a
// command that leaves the task due first as it was, and still firing when its time comes.
import proto from '@temporalio/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;
const { EventType } = proto.temporal.api.enums.v1;

// The first stage (上级工会审核) is due in 72 hours: 72 × 80 ms ≈ 5.8 s here.
const HOUR_MS = 80;

describe("a review stage's due-time timer", () => {
  let stack: TestStack;
  let corp1: ApiSession;
  let launion1: ApiSession;

  beforeAll(async () => {
    stack = await startTestStack({ hourMs: HOUR_MS });
    corp1 = await login(stack.app, 'corp1');
    launion1 = await login(stack.app, 'launion1');
  });
  afterAll(async () => stack?.close());

  /** A submitted set-up request whose first task the street union has claimed. */
  async function claimed(): Promise<{ pid: string }> {
    const submitted = await corp1.post(`${M}/submit`, form);
    expect(submitted.status).toBe(200);
    const { id, processInstanceId: pid } = submitted.body.data;
    const taskId = (await launion1.get(`${M}/detail`, { id })).body.data.openTaskId as string;
    expect((await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId })).status).toBe(200);
    return { pid };
  }

  it('is neither cancelled nor started again by a claim', async () => {
    const { pid } = await claimed();
    const { events } = await stack.client.workflow.getHandle(pid).fetchHistory();
    const types = (events ?? []).map((e) => e.eventType);
    const accepted = types.flatMap((t, i) => (t === EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED ? [i] : []));
    expect(accepted).toHaveLength(2);
    // The submission starts the stage's timer; the claim's workflow task leaves it as it is.
    expect(types.slice(0, accepted[1]).filter((t) => t === EventType.EVENT_TYPE_TIMER_STARTED)).toHaveLength(1);
    const afterClaim = types.slice(accepted[1]);
    expect(afterClaim).not.toContain(EventType.EVENT_TYPE_TIMER_CANCELED);
    expect(afterClaim).not.toContain(EventType.EVENT_TYPE_TIMER_STARTED);
  });

  it("still gives a claimed task its stage's timeout action when its time comes", async () => {
    const { pid } = await claimed();
    const types = async () =>
      (await stack.db.selectFrom('flow_event').select('type').where('process_instance_id', '=', pid).orderBy('seq').execute()).map(
        (e) => e.type,
      );
    const deadline = Date.now() + 72 * HOUR_MS + 15_000;
    while (!(await types()).includes('task.overdue') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await types()).toEqual(['flow.started', 'submitted', 'task.created', 'task.claimed', 'task.overdue']);
  });
});
