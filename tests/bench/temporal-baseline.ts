import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { WithStartWorkflowOperation, type Client } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Worker } from '@temporalio/worker';
import { BASELINE_STEPS, BASELINE_WORKFLOW, stepUpdate, type BaselineActivities } from './baseline-workflow';

const workflowsPath = fileURLToPath(new URL('./baseline-workflow.ts', import.meta.url));
const quiet = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error: console.error };

export interface TemporalBaseline {
  /** One bare lifecycle: updateWithStart, then the remaining updates, each waiting for its local activity. */
  lifecycle(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** A worker of the baseline workflow on a task queue of its own, on the same Temporal server as the portal's. */
export async function startTemporalBaseline(client: Client, address: string): Promise<TemporalBaseline> {
  const taskQueue = `bench-baseline-${randomBytes(4).toString('hex')}`;
  const run = randomBytes(3).toString('hex');
  const { code } = await bundleWorkflowCode({ workflowsPath, logger: quiet as never });
  const connection = await NativeConnection.connect({ address });
  const activities: BaselineActivities = { noop: async (step) => step };
  const worker = await Worker.create({ connection, namespace: 'default', taskQueue, workflowBundle: { code }, activities });
  const running = worker.run();
  return {
    async lifecycle(index) {
      const workflowId = `bench-${run}-${index}`;
      const startWorkflowOperation = new WithStartWorkflowOperation(BASELINE_WORKFLOW, {
        workflowId,
        taskQueue,
        args: [],
        workflowIdConflictPolicy: 'FAIL',
      });
      await client.workflow.executeUpdateWithStart(stepUpdate, { args: [1], startWorkflowOperation });
      const handle = client.workflow.getHandle(workflowId);
      for (let step = 2; step <= BASELINE_STEPS; step += 1) await handle.executeUpdate(stepUpdate, { args: [step] });
    },
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
