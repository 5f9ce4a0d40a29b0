// Reviewing a record through the task lists as the console does: whoever has its open task claims it
// from the claim list, finds it in the todo list and approves it, until the record leaves review.
import { expect } from 'vitest';
import type { ApiSession } from './api-client';
import { editsToApprove, scoresToApprove } from './scores-to-approve';
import { FLOW } from './setup1-parties';

/** The record as the applicant's send list shows it (every module has one, even those without a page call). */
export async function sentRow(applicant: ApiSession, module: string, id: string) {
  const list = await applicant.get('/api/blade-crop/crop/work/send-list', { module, size: '100' });
  expect(list.status).toBe(200);
  return list.body.data.records.find((r: { id: string }) => r.id === id);
}

/** Which of `reviewers` has the record's open task in their claim list, with the task; undefined when nobody has one. */
export async function taskHolder(
  reviewers: readonly ApiSession[],
  id: string,
): Promise<{ reviewer: ApiSession; taskId: string; module: string } | undefined> {
  for (const reviewer of reviewers) {
    const claim = await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
    if (task) return { reviewer, taskId: task.taskId as string, module: task.module as string };
  }
  return undefined;
}

/** Whoever has the record's open task takes it from the claim list and approves it; false when nobody has one. */
export async function approveOpenTask(reviewers: ApiSession[], id: string, pid: string): Promise<boolean> {
  const holder = await taskHolder(reviewers, id);
  if (!holder) return false;
  const { reviewer, taskId, module } = holder;
  const claimed = await reviewer.post(`${FLOW}/work/claim-task`, undefined, { taskId });
  expect(claimed.status).toBe(200);
  const todo = await reviewer.get(`${FLOW}/work/todo-list`, { size: '100' });
  expect(
    todo.body.data.records.some((t: { taskId: string }) => t.taskId === taskId),
    'the claimed task in the todo list',
  ).toBe(true);
  const scores = await scoresToApprove(reviewer, module, id);
  const edits = await editsToApprove(reviewer, module, id);
  const done = await reviewer.post(`${FLOW}/work/complete-task`, {
    taskId,
    processInstanceId: pid,
    flag: 'ok',
    comment: '同意',
    ...scores,
    ...edits,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return true;
}

/**
 * `reviewer` claims the record's open task and completes it with `flag` (通过 'ok' or 退回 'back');
 * answers the completion's answer, whatever its status (a refused approval is what some tests read).
 */
export async function completeAs(reviewer: ApiSession, record: { id: string; pid: string }, flag: 'ok' | 'back', comment: string) {
  const holder = await taskHolder([reviewer], record.id);
  expect(holder, `the reviewer has the task of ${record.id}`).toBeDefined();
  await reviewer.post(`${FLOW}/work/claim-task`, undefined, { taskId: holder!.taskId });
  return reviewer.post(`${FLOW}/work/complete-task`, { taskId: holder!.taskId, processInstanceId: record.pid, flag, comment });
}

/** Reviews until the record leaves review (approved, or the next step opened); answers its send-list row. */
export async function reviewThrough(reviewers: ApiSession[], applicant: ApiSession, module: string, id: string, pid: string) {
  for (let i = 0; i < 6; i++) {
    const row = await sentRow(applicant, module, id);
    if (row.state !== 'in_review') return row;
    expect(await approveOpenTask(reviewers, id, pid), `someone has the open task of ${module} at stage ${row.stage}`).toBe(true);
  }
  throw new Error(`${module} stayed in review`);
}
