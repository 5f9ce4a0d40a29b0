// Item 2 of issue 8: whatever way the Temporal SDK wraps a refused update (a validator's rejection,
// a handler's failure, an activity's failure, a finished flow), the client gets 409 / 403 / 400,
// never a 500.
import { ActivityFailure, ApplicationFailure, RetryState, WorkflowNotFoundError } from '@temporalio/common';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { mapTemporalError } from '../../services/records/engine/flow-commands';
import { AppError } from '../../services/platform/core';

const rejection = (code: string, reason: string, state = 'in_review') =>
  ApplicationFailure.create({ type: code, message: `${code}: ${reason}`, details: [{ code, reason, state }], nonRetryable: true });
const updateFailed = (cause: Error) => new WorkflowUpdateFailedError('Workflow Update failed', cause);

async function statusOf(err: unknown): Promise<number> {
  try {
    await mapTemporalError(err, 'zh', async () => 'in_review');
  } catch (mapped) {
    if (mapped instanceof AppError) return mapped.status;
    return 500;
  }
  return 200;
}

describe('a refused update', () => {
  it('is 409 when the workflow refused it for its state (validator or handler)', async () => {
    expect(await statusOf(updateFailed(rejection('Conflict', 'taskClaimed')))).toBe(409);
  });

  it('is 409 when the refusal is wrapped once more', async () => {
    const wrapped = ApplicationFailure.create({ message: 'outer', cause: rejection('Conflict', 'state') });
    expect(await statusOf(updateFailed(wrapped))).toBe(409);
  });

  it('is 409 when only the failure type says Conflict', async () => {
    expect(await statusOf(updateFailed(ApplicationFailure.create({ type: 'Conflict', message: 'lost details' })))).toBe(409);
  });

  it('is 409 when the event store refused the events of a lost race', async () => {
    const store = ApplicationFailure.create({ type: 'EventConflictError', message: 'seq taken', nonRetryable: true });
    const activity = new ActivityFailure('activity failed', 'appendEvents', '1', RetryState.NON_RETRYABLE_FAILURE, 'worker', store);
    expect(await statusOf(updateFailed(activity))).toBe(409);
  });

  it('is 409 when the flow has ended or is gone', async () => {
    expect(await statusOf(new WorkflowNotFoundError('not found', 'setup1-1', undefined))).toBe(409);
    expect(await statusOf(new Error('workflow execution already completed'))).toBe(409);
  });

  it('is 403 for a caller who may not act, and 400 for a missing reason', async () => {
    expect(await statusOf(updateFailed(rejection('Forbidden', 'ownRecord')))).toBe(403);
    expect(await statusOf(updateFailed(rejection('Invalid', 'reason')))).toBe(400);
  });

  it('stays an unexpected error when it is not a refusal', async () => {
    expect(await statusOf(new Error('connection reset'))).toBe(500);
  });
});
