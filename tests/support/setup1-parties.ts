// The set-up request (setup1) with its applicant and both reviewers, for test files that walk records
// through review: one stack per file, corp1 applying, launion1 and federation reviewing.
import { expect } from 'vitest';
import { modules } from '../../catalogue';
import type { ApiSession } from './api-client';
import { editsToApprove, scoresToApprove } from './scores-to-approve';
import { stackParties, type StackParties } from './stack-parties';

export const SETUP1 = '/api/blade-crop/crop/setup1';
export const FLOW = '/api/blade-flow';
export const setup1Form = modules.setup1!.example;

/** The set-up's applicant (corp1) and its two reviewers (launion1, federation), on the file's stack. */
export type Setup1Parties = StackParties<'corp1' | 'launion1' | 'federation'>;

/** Starts the stack and logs the three parties in before the file's tests, and stops it after them. */
export const setup1Parties = (): Setup1Parties => stackParties(['corp1', 'launion1', 'federation']);

/** Submits the example form as `applicant`; answers the record and its process. */
export async function submitSetup1(applicant: ApiSession): Promise<{ id: string; pid: string }> {
  const submitted = await applicant.post(`${SETUP1}/submit`, setup1Form);
  expect(submitted.status).toBe(200);
  return { id: submitted.body.data.id, pid: submitted.body.data.processInstanceId };
}

/** `reviewer` takes the record's task from its claim list and completes it with `flag` and `comment`. */
export async function reviewFromClaimList(
  reviewer: ApiSession,
  id: string,
  pid: string,
  flag: 'ok' | 'back',
  comment: string,
): Promise<void> {
  const claim = await reviewer.get(`${FLOW}/work/claim-list`);
  const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
  expect(task, 'the record’s task in the claim list').toBeTruthy();
  const scores = flag === 'ok' ? await scoresToApprove(reviewer, task.module, id) : {};
  const edits = flag === 'ok' ? await editsToApprove(reviewer, task.module, id) : {};
  const answer = await reviewer.post(`${FLOW}/work/complete-task`, {
    taskId: task.taskId,
    processInstanceId: pid,
    flag,
    comment,
    ...scores,
    ...edits,
  });
  expect(answer.status).toBe(200);
}
