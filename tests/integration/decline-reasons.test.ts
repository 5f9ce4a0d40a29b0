// A refusal's fixed reason (docs/forms/group-c-rights.md LA-refer): rights4's legal-aid centre declines
// a case and refers it to the government's legal-aid body (`declineReason` referred, 转介法律援助机构),
// kept as its key and named before the comment in the history; a module that does not offer the
// reason, or a decision other than a refusal, is refused 400 naming `declineReason`.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { exampleToSend, FLOW, moduleBase, reviewFromClaimList, setup1Parties, submitSetup1, type ApiSession } from '../support';

const p = setup1Parties();
const rights4 = modules.rights4!;

/** rights4's example filed by corp1 and approved by its parent union: open at the legal-aid centre's stage. */
async function atLegalAidCentre() {
  const sent = await exampleToSend(p.stack.app, p.corp1, rights4);
  const answer = await p.corp1.post(`${moduleBase(rights4)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const record = { id: answer.body.data.id as string, pid: answer.body.data.processInstanceId as string };
  await reviewFromClaimList(p.launion1, record.id, record.pid, 'ok', '会员身份和事实属实');
  return record;
}

/** `reviewer`'s open task of the record, from its claim list. */
async function taskOf(reviewer: ApiSession, id: string): Promise<string> {
  const claim = await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' });
  return claim.body.data.records.find((t: { recordId: string }) => t.recordId === id).taskId;
}

const complete = async (reviewer: ApiSession, record: { id: string; pid: string }, body: Record<string, unknown>) =>
  reviewer.post(`${FLOW}/work/complete-task`, { taskId: await taskOf(reviewer, record.id), processInstanceId: record.pid, ...body });

describe('rights4’s refusal referred to the legal-aid body (LA-refer)', () => {
  it('declines the case with the reason referred, kept by its key and named before the comment in the history', async () => {
    const record = await atLegalAidCentre();
    const answer = await complete(p.federation, record, { flag: 'decline', declineReason: 'referred', comment: '请向区法律援助中心申请' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await p.corp1.get(`${moduleBase(rights4)}/detail`, { id: record.id })).body.data.state).toBe('declined');
    const events = await p.stack.db
      .selectFrom('flow_event')
      .select(['type', 'payload'])
      .where('process_instance_id', '=', record.pid)
      .execute();
    expect(events.find((e) => e.type === 'declined')?.payload).toMatchObject({ reason: 'referred', comment: '请向区法律援助中心申请' });
    const history = (await p.corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.pid })).body.data as {
      type: string;
      comment: string | null;
    }[];
    expect(history.find((h) => h.type === 'task.completed' && h.comment?.startsWith('转介'))?.comment).toBe(
      '转介法律援助机构：请向区法律援助中心申请',
    );
  });

  it('refuses the reason with an approval, naming declineReason, and leaves the record in review', async () => {
    const record = await atLegalAidCentre();
    const answer = await complete(p.federation, record, { flag: 'ok', declineReason: 'referred', comment: '同意' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'declineReason' });
    expect((await p.corp1.get(`${moduleBase(rights4)}/detail`, { id: record.id })).body.data.state).toBe('in_review');
  });
});

describe('a module that offers no fixed reason', () => {
  it('refuses referred, naming declineReason', async () => {
    const record = await submitSetup1(p.corp1);
    const answer = await complete(
      p.launion1,
      { id: record.id, pid: record.pid },
      { flag: 'decline', declineReason: 'referred', comment: '不符合条件' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'declineReason', rule: 'oneOf' });
  });
});
