import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DeterminismViolationError } from '@temporalio/workflow';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { workflowBundle } from '../support';

const dir = new URL('./histories/', import.meta.url);
const histories = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ workflowId: f.replace(/\.json$/, ''), history: JSON.parse(readFileSync(new URL(f, dir), 'utf8')) }));

const quiet = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} } as never;

describe('recorded workflow histories', () => {
  it('exist for the main paths of the lifecycle', () => {
    expect(histories.map((h) => h.workflowId).sort()).toEqual([
      'approved-after-return',
      'child-work',
      'children-entry',
      'concurrent-updates',
      'countersign-approved',
      'covered-added',
      'covered-removed-on-date',
      'covered-renamed',
      'declined',
      'draft-expired',
      'draft-removed',
      'due-timer-kept',
      'form-named-reviewer',
      'funds-back-paid',
      'funds-returned-in-two-steps',
      'local-append-approved',
      'lost-task-caught-up',
      'migrated-mid-flow',
      'published-at-once',
      'published-revised-then-revoked',
      'questionnaire-answered',
      'roll-up-summary',
      'save-submits-approved',
      'stepped-with-return',
      'terminated',
      'timed-out-approved',
      'transfer-effective-on-date',
      'withdrawn-then-cancelled',
    ]);
  });

  it('replay without a determinism error on the current workflow code', async () => {
    const workflowBundle_ = await workflowBundle();
    for await (const result of Worker.runReplayHistories({ workflowBundle: workflowBundle_ }, histories)) {
      expect(result.error, result.workflowId).toBeUndefined();
    }
  });

  it('fail to replay on a non-deterministic change of the workflow', async () => {
    const { code } = await bundleWorkflowCode({
      workflowsPath: fileURLToPath(new URL('./fixtures/nondeterministic-workflows.ts', import.meta.url)),
      logger: quiet,
    });
    const first = histories.find((h) => h.workflowId === 'approved-after-return')!;
    await expect(Worker.runReplayHistory({ workflowBundle: { code } }, first.history, first.workflowId)).rejects.toBeInstanceOf(
      DeterminismViolationError,
    );
  });
});
