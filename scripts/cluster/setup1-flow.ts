// One record's whole life through the portal's API, as the smoke check and the load generator drive it:
// a union applies to set up a trade union (setup1), its parent union approves, the federation approves.
import { modules } from '../../catalogue';
import type { PortalSession } from './portal-client';

export const SETUP1 = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';

/** The demo accounts of the set-up request: applicants, the parent union, the federation. */
export const ACCOUNTS = { applicants: ['corp1', 'corp2'], parentUnion: 'launion1', federation: 'federation' } as const;

export interface Submitted {
  id: string;
  processInstanceId: string;
}

/** Saves a draft and submits it; the record is then in review at its first stage. */
export async function submitRecord(applicant: PortalSession, unionName: string): Promise<Submitted> {
  const form = { ...modules.setup1!.example, unionName };
  const draft = await applicant.command<Submitted>(`${SETUP1}/saveDraft`, form);
  await applicant.command(`${SETUP1}/submit`, { ...form, id: draft.id });
  return draft;
}

export async function recordDetail(session: PortalSession, id: string): Promise<{ state: string; openTaskId: string | null }> {
  return session.get(`${SETUP1}/detail`, { id });
}

/**
 * The reviewer looks at their claim list (the console opens it first), claims the record's open task
 * and approves it; answers the record's state after.
 */
export async function approveStage(reviewer: PortalSession, record: Submitted, comment: string): Promise<string> {
  await reviewer.get(`${FLOW}/work/claim-list`, { current: '1', size: '20' });
  const { openTaskId } = await recordDetail(reviewer, record.id);
  if (!openTaskId) throw new Error(`record ${record.id} has no open task for ${reviewer.account}`);
  await reviewer.command(`${FLOW}/work/claim-task`, { taskId: openTaskId });
  const done = await reviewer.command<{ state: string }>(`${FLOW}/work/complete-task`, {
    taskId: openTaskId,
    processInstanceId: record.processInstanceId,
    flag: 'ok',
    comment,
  });
  return done.state;
}
