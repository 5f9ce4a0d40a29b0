// The fields a form fills from the union's own data (`prefill`): the module's prefill call answers
// them, and a read-only one is the union's value on the server too, whatever the body says; a value
// the union lacks is refused on submit with where it comes from, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import {
  BASIC,
  giveUnionItsData,
  login,
  recordCount,
  startTestStack,
  unionCode,
  UNION_COUNTS,
  type ApiSession,
  type TestStack,
} from '../support';

const crop = (key: string) => `/api/blade-crop/crop/${key}`;
const CORP1_UNION = '北京智联科技有限公司工会';

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  corp2 = await login(stack.app, 'corp2');
  // corp2's union stands with its data; corp1's is as seeded, without counts, chair or certificate.
  await giveUnionItsData(stack, '1102');
});
afterAll(async () => {
  await stack?.close();
});

describe('the prefill call', () => {
  it('answers the union’s data for the keys the module’s fields read, null where the union has none', async () => {
    const answer = await corp1.get(`${crop('organ3')}/prefill`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ unionName: CORP1_UNION, unitName: null, unitUscc: '91110108MA01A1B2C3' });
  });

  it('answers a standing union’s counts, chair and legal-person code', async () => {
    const answer = await corp2.get(`${crop('setup3')}/prefill`);
    expect(answer.body.data).toEqual({ unionName: '北京云图软件有限公司工会', memberCount: UNION_COUNTS.memberCount, chairName: '王芳' });
    const code = await corp2.get(`${crop('setup4')}/prefill`);
    expect(code.body.data).toEqual({ unionName: '北京云图软件有限公司工会', uscc: unionCode('1102') });
  });

  it('gives organ4’s isCode the same legal-person code the forms fill in', async () => {
    expect((await corp2.get(`${crop('organ4')}/isCode`)).body.data).toEqual({ hasCode: true, code: unionCode('1102') });
    expect((await corp1.get(`${crop('organ4')}/isCode`)).body.data).toEqual({ hasCode: false, code: null });
  });

  it('is not served for a module whose form fills nothing from the union', async () => {
    expect((await corp1.get(`${crop('activity')}/prefill`)).status).toBe(404);
  });

  it('answers setup1’s higher union: the union’s present higher union', async () => {
    expect((await corp1.get(`${crop('setup1')}/prefill`)).body.data).toEqual({ parentUnion: '1100' });
  });
});

describe('a read-only prefilled field on the server', () => {
  it('stores the union’s name whatever the body sent (organ3 工会原名称)', async () => {
    const sent = await corp1.post(`${crop('organ3')}/submit`, { ...modules.organ3!.example, oldName: '别的工会委员会' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const detail = await corp1.get(`${crop('organ3')}/detail`, { id: sent.body.data.id });
    expect(detail.body.data.form.oldName).toBe(CORP1_UNION);
  });

  it('refuses a submit the union cannot fill, naming the field and where its value comes from, and starts nothing', async () => {
    const before = await recordCount(stack.db, ['setup4']);
    const sent = await corp1.post(`${crop('setup4')}/submit`, modules.setup4!.example);
    expect(sent.status).toBe(400);
    const errors = sent.body.data.errors as { field: string; rule: string; message: string }[];
    expect(errors.filter((e) => e.field === 'uscc')).toEqual([
      { field: 'uscc', rule: 'prefill', message: expect.stringContaining('工会法人资格登记批准后取得') },
    ]);
    expect(await recordCount(stack.db, ['setup4'])).toBe(before);
  });

  it('says so in English with Accept-Language: en', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: `${crop('setup4')}/submit`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en' },
      payload: modules.setup4!.example,
    });
    expect(res.statusCode).toBe(400);
    const uscc = (res.json().data.errors as { field: string; message: string }[]).find((e) => e.field === 'uscc');
    expect(uscc?.message).toContain('legal-person registration is approved');
  });

  it('keeps a draft the union cannot fill yet, without the value the body made up', async () => {
    const saved = await corp1.post(`${crop('setup4')}/save`, modules.setup4!.example);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.form.uscc).toBeNull();
  });

  it('takes the union’s legal-person code once it has one', async () => {
    // The account is held in the union's own name (setup4's accountName is checked against it).
    const sent = await corp2.post(`${crop('setup4')}/submit`, {
      ...modules.setup4!.example,
      uscc: '',
      accountName: '北京云图软件有限公司工会',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const detail = await corp2.get(`${crop('setup4')}/detail`, { id: sent.body.data.id });
    expect(detail.body.data.form.uscc).toBe(unionCode('1102'));
  });
});
