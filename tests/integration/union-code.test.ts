// Issue 19, item 4: one union code everywhere. The legal-person registration (setup3) waits for the
// union's approved set-up (setup2), its legal representative is the union's chair, and its approval
// writes the union's own 81… code in one place, which every call reads: organ4's isCode, the
// basedata and prefill calls, the profile. organ4 changes the certificate one item at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeProfile } from '../../db';
import { dictKeys as K, modules } from '../../catalogue';
import {
  approvedSetupRequest,
  login,
  recordCount,
  reviewThrough,
  startTestStack,
  submitStep,
  unionCode,
  type ApiSession,
  type TestStack,
} from '../support';

const crop = (key: string) => `/api/blade-crop/crop/${key}`;
const stepForm = (key: string, step: string) => {
  const entry = modules[key]!;
  const fields = entry.steps!.find((s) => s.key === step)!.fields;
  return Object.fromEntries(Object.entries(entry.example).filter(([k]) => fields.includes(k)));
};
const CODE = unionCode('1102');
/** The chair setup2's example elects. */
const CHAIR = '王芳';

let stack: TestStack;
let corp2: ApiSession;
let reviewers: ApiSession[];
let setup3: { id: string; pid: string };

beforeAll(async () => {
  stack = await startTestStack();
  corp2 = await login(stack.app, 'corp2');
  reviewers = [await login(stack.app, 'launion1'), await login(stack.app, 'federation')];
});
afterAll(async () => stack?.close());

describe('the legal-person registration (setup3)', () => {
  it('waits for the union’s approved set-up application: 409 naming it, and nothing starts', async () => {
    // A chair on record, so the form itself is complete: only the missing set-up stands in the way.
    await changeProfile(
      stack.db,
      '000000',
      '1102',
      { sections: { chair: { chairName: CHAIR } } },
      {
        actorId: null,
        actorName: 'test',
        module: null,
        recordId: null,
        at: new Date(),
      },
    );
    const before = await recordCount(stack.db, ['setup3']);
    const sent = await corp2.post(`${crop('setup3')}/submit`, stepForm('setup3', 'application'));
    expect(sent.status).toBe(409);
    expect(sent.body.msg).toBe('本会的「工会成立申请」尚未批准,请先办理「工会成立申请」');
    expect(await recordCount(stack.db, ['setup3'])).toBe(before);
  });

  it('once the set-up is approved, names the elected chair as legal representative whatever the body says', async () => {
    await approvedSetupRequest(corp2, reviewers);
    const setup2 = await submitStep(stack.app, corp2, modules.setup2!, 0, modules.setup2!.example);
    expect(setup2.status, JSON.stringify(setup2.body)).toBe(200);
    expect((await reviewThrough(reviewers, corp2, 'setup2', setup2.body.data.id, setup2.body.data.processInstanceId)).step).toBe('file');
    const sent = await corp2.post(`${crop('setup3')}/submit`, { ...stepForm('setup3', 'application'), legalRepName: '李四' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    setup3 = { id: sent.body.data.id, pid: sent.body.data.processInstanceId };
    expect((await corp2.get(`${crop('setup3')}/detail`, { id: setup3.id })).body.data.form.legalRepName).toBe(CHAIR);
    expect((await reviewThrough(reviewers, corp2, 'setup3', setup3.id, setup3.pid)).step).toBe('file');
  });

  it('refuses a code another union holds, naming the field', async () => {
    await stack.db.updateTable('union_org').set({ credit_code: CODE }).where('id', '=', '1201').execute();
    try {
      const sent = await corp2.post(`${crop('setup3')}/submitfile`, { ...stepForm('setup3', 'file'), id: setup3.id, certUscc: CODE });
      expect(sent.status).toBe(400);
      expect(sent.body.data.errors).toEqual([{ field: 'certUscc', rule: 'unique', message: '统一社会信用代码已被其他工会使用' }]);
    } finally {
      await stack.db.updateTable('union_org').set({ credit_code: null }).where('id', '=', '1201').execute();
    }
  });

  it('approved, gives the union its code, which isCode, basedata, prefill and the profile all read', async () => {
    expect((await corp2.get(`${crop('organ4')}/isCode`)).body.data).toEqual({ hasCode: false, code: null });
    const sent = await corp2.post(`${crop('setup3')}/submitfile`, { ...stepForm('setup3', 'file'), id: setup3.id, certUscc: CODE });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await reviewThrough(reviewers, corp2, 'setup3', setup3.id, setup3.pid)).state).toBe('approved');
    expect((await corp2.get(`${crop('organ4')}/isCode`)).body.data).toEqual({ hasCode: true, code: CODE });
    expect((await corp2.get(`${crop('setup4')}/basedata`)).body.data.uscc).toBe(CODE);
    expect((await corp2.get(`${crop('setup4')}/prefill`)).body.data.uscc).toBe(CODE);
    const profile = (await corp2.get(`${crop('crop')}/index`)).body.data;
    expect(profile.creditCode).toBe(CODE);
    expect(profile.sections.certificate).toMatchObject({ legalRep: CHAIR, certNo: modules.setup3!.example.certNo });
    expect(profile.sections.certificate).not.toHaveProperty('uscc');
  });
});

describe('the certificate change (organ4)', () => {
  const legalRep = K.certChangeItem.legalRep;
  const address = K.certChangeItem.address;

  it('refuses a legal representative who is not the present chair, naming the field', async () => {
    const sent = await corp2.post(`${crop('organ4')}/submitModel`, { ...modules.organ4!.example, legalRepName: '李四' });
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors).toEqual([
      { field: 'legalRepName', rule: 'currentChair', message: `法定代表人须为本会现任工会主席(${CHAIR})` },
    ]);
  });

  it('refuses change rows that are not one per chosen item', async () => {
    const sent = await corp2.post(`${crop('organ4')}/submitModel`, {
      ...modules.organ4!.example,
      changeItems: [legalRep, address],
      address: '北京市海淀区中关村大街2号',
    });
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`)).toEqual(['changes:rowsPerChoice']);
  });

  it('approved, changes the certificate one item at a time: one history row per change item', async () => {
    const sent = await corp2.post(`${crop('organ4')}/submitModel`, {
      ...modules.organ4!.example,
      changeItems: [legalRep, address],
      changes: [
        { item: legalRep, oldValue: '李明', newValue: CHAIR },
        { item: address, oldValue: modules.setup3!.example.address, newValue: '北京市海淀区中关村大街2号' },
      ],
      address: '北京市海淀区中关村大街2号',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await reviewThrough(reviewers, corp2, 'organ4', sent.body.data.id, sent.body.data.processInstanceId)).state).toBe('approved');
    const profile = (await corp2.get(`${crop('crop')}/index`)).body.data;
    expect(profile.sections.certificate).toMatchObject({ legalRep: CHAIR, address: '北京市海淀区中关村大街2号' });
    const rows = (profile.history as { section: string; sourceModule: string | null }[]).filter(
      (h) => h.section === 'certificate' && h.sourceModule === 'organ4',
    );
    expect(rows).toHaveLength(2);
    // The code stands where it stood: a change keeps the union's code.
    expect(profile.creditCode).toBe(CODE);
  });
});
