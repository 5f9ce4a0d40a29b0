// The year whose federation settings a filing's checks read (docs/forms/group-c-rights.md "Federation
// settings by year"): a rule naming no year field (rights2's RL-cap, rights3's HS-category and 低保)
// reads the year of the record's first submission, kept on the record, not the day the check runs:
// a resubmit in January of a December filing reads December's year.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { completeAs, corp1Filings, moduleBase, setup1Parties } from '../support';

const p = setup1Parties();
const { submitted } = corp1Filings(p);
const rights2 = modules.rights2!;
const rights3 = modules.rights3!;

describe('a resubmitted relief', () => {
  it('is checked against the settings of the year it was first submitted in', async () => {
    // 2024's cap is below the example's amount, which is at this year's cap.
    const set = await p.federation.post('/api/blade-system/year-setting/submit', { year: 2024, key: 'relief_cap', value: 300000 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const sent = await submitted(rights2, rights2.example);
    const kept = await p.stack.db.selectFrom('record').select('first_submit_time').where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(kept.first_submit_time).toBeInstanceOf(Date);
    // The record as a December 2024 filing keeps it (its first submission's time).
    await p.stack.db
      .updateTable('record')
      .set({ first_submit_time: new Date('2024-12-20T02:00:00Z') })
      .where('id', '=', sent.id)
      .execute();
    const back = await completeAs(p.launion1, { id: sent.id, pid: sent.processInstanceId }, 'back', '请补充医疗费用清单');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const form = (await p.corp1.get(`${moduleBase(rights2)}/detail`, { id: sent.id })).body.data.form;
    const resent = await p.corp1.post(`${moduleBase(rights2)}/resubmit`, { ...form, id: sent.id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(400);
    expect(resent.body.data.errors).toEqual([expect.objectContaining({ field: 'amountRequested', rule: 'yearSetting' })]);
    expect(resent.body.msg).toContain('3000.00');
  });
});

describe('the console’s read of the figures the server writes, for a record already submitted', () => {
  it('answers the settings of the year of its first submission (rights3’s 低保), and this year’s without the record', async () => {
    const set = await p.federation.post('/api/blade-system/year-setting/submit', {
      year: 2024,
      key: 'subsistence_standard',
      value: 140000,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const sent = await submitted(rights3, rights3.example);
    await p.stack.db
      .updateTable('record')
      .set({ first_submit_time: new Date('2024-12-20T02:00:00Z') })
      .where('id', '=', sent.id)
      .execute();
    const ofRecord = await p.corp1.get(`${moduleBase(rights3)}/server-filled`, { id: sent.id });
    expect(ofRecord.status, JSON.stringify(ofRecord.body)).toBe(200);
    expect(ofRecord.body.data).toEqual({ yearSettings: { localMinimum: 140000 } });
    expect((await p.corp1.get(`${moduleBase(rights3)}/server-filled`)).body.data).toEqual({ yearSettings: { localMinimum: 145000 } });
  });

  it('answers 404 for a record the caller does not see', async () => {
    const answer = await p.corp1.get(`${moduleBase(rights3)}/server-filled`, { id: '999999999' });
    expect(answer.status).toBe(404);
  });
});
