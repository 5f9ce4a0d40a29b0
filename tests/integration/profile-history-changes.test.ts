import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const CROP = '/api/blade-crop/crop/crop';
const CORP = '/api/blade-crop/crop/corpration';

let stack: TestStack;
let corp1: ApiSession;

interface Change {
  field: string;
  label: string;
  before: string;
  after: string;
}
interface Entry {
  section: string;
  sectionName: string;
  changes: Change[];
}

/** A profile call in English, as the console asks in its English mode. */
async function inEnglish(url: string) {
  const res = await stack.app.inject({
    method: 'GET',
    url,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const newest = (history: Entry[], section: string) => history.find((h) => h.section === section)!;
const changeOf = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  // Two approved funds registrations of 1101: the second changes how the funds are paid and the payroll.
  const funds = { ...modules.setup4!.example, accountName: '北京智联科技有限公司工会', files: {} };
  await fileApproved(stack.db, {
    module: 'setup4',
    unionId: '1101',
    form: { ...funds, payMode: '1', payrollMonthly: 180000000, dueMonthly: 3600000 },
  });
  await fileApproved(stack.db, {
    module: 'setup4',
    unionId: '1101',
    form: { ...funds, payMode: '2', payrollMonthly: 12345678, dueMonthly: 246914 },
    at: '2026-11-24T02:00:00.000Z',
  });
});
afterAll(async () => stack?.close());

describe('the change history of the union profile', () => {
  it('names an approved registration’s fields in Chinese, the way of paying by its dictionary label and the due in 元', async () => {
    const entry = newest((await corp1.get(`${CROP}/index`)).body.data.history, 'funds');
    expect(entry.sectionName).toBe('经费登记');
    expect(changeOf(entry, 'payMode')).toEqual({ field: 'payMode', label: '拨缴方式', before: '税务代收', after: '直接拨缴' });
    expect(changeOf(entry, 'dueMonthly')).toEqual({
      field: 'dueMonthly',
      label: '月应拨缴经费',
      before: '36,000.00元',
      after: '2,469.14元',
    });
    expect(changeOf(entry, 'payrollMonthly')?.after).toBe('123,456.78元');
    // What stayed the same is not a change.
    expect(changeOf(entry, 'bankName')).toBeUndefined();
  });

  it('shows the first registration from nothing (—), its dates as dates', async () => {
    const history: Entry[] = (await corp1.get(`${CROP}/index`)).body.data.history;
    const first = history.filter((h) => h.section === 'funds').at(-1)!;
    expect(changeOf(first, 'payMode')).toMatchObject({ before: '—', after: '税务代收' });
    expect(changeOf(first, 'startMonth')).toMatchObject({ label: '起缴月份', after: modules.setup4!.example.startMonth });
    expect(changeOf(first, 'staffCount')).toMatchObject({ label: '职工人数', after: String(modules.setup4!.example.staffCount) });
  });

  it('speaks English with Accept-Language: en', async () => {
    const entry = newest((await inEnglish(`${CROP}/index`)).history, 'funds');
    expect(entry.sectionName).toBe('Funds registration');
    expect(changeOf(entry, 'payMode')).toMatchObject({
      label: 'Paid through',
      before: 'Collected by the tax office',
      after: 'Paid directly',
    });
    expect(changeOf(entry, 'dueMonthly')).toMatchObject({ label: 'Monthly allocation due', after: '2,469.14 yuan' });
  });

  it('names the certificate an approved setup3 wrote: its funds in 元, the union’s code under its name', async () => {
    const form = { certUscc: '81110108MC0012345A', certNo: 'BJ2026-001', legalRepName: '张伟', funds: 1000000, certDate: '2026-11-01' };
    await fileApproved(stack.db, { module: 'setup3', unionId: '1101', form, at: '2026-11-25T02:00:00.000Z' });
    const history: Entry[] = (await corp1.get(`${CROP}/index`)).body.data.history;
    const certificate = newest(history, 'certificate');
    expect(certificate.sectionName).toBe('法人资格证书');
    expect(changeOf(certificate, 'funds')).toEqual({ field: 'funds', label: '经费', before: '—', after: '10,000.00元' });
    expect(changeOf(certificate, 'legalRep')).toMatchObject({ label: '法定代表人', after: '张伟' });
    expect(changeOf(newest(history, 'code'), 'creditCode')).toMatchObject({ label: '工会统一社会信用代码', after: '81110108MC0012345A' });
  });

  it('names a section the union edits itself, field by field', async () => {
    expect((await corp1.post(`${CROP}/baseup`, { setupDate: '2020-05-01', address: '北京市海淀区中关村大街1号' })).status).toBe(200);
    const entry = newest((await corp1.get(`${CROP}/index`)).body.data.history, 'base');
    expect(entry.sectionName).toBe('基本信息');
    expect(entry.changes).toContainEqual({ field: 'address', label: '工会地址', before: '—', after: '北京市海淀区中关村大街1号' });
    expect(entry.changes).toContainEqual({ field: 'setupDate', label: '成立日期', before: '—', after: '2020-05-01' });
  });

  it('shows the employer’s category by its label and the region by name on 单位信息', async () => {
    const body = modules.corpration!.example;
    expect((await corp1.post(`${CORP}/update`, body)).status).toBe(200);
    expect((await corp1.post(`${CORP}/update`, { ...body, category: '1', staffCount: 130 })).status).toBe(200);
    const [entry] = (await corp1.get(`${CORP}/detail`)).body.data.history as Entry[];
    expect(entry!.sectionName).toBe('单位信息');
    expect(entry!.changes).toEqual([
      { field: 'category', label: '单位类别', before: '私营企业', after: '国有及国有控股企业' },
      { field: 'staffCount', label: '职工人数', before: '120', after: '130' },
    ]);
    const first = (await corp1.get(`${CORP}/detail`)).body.data.history.at(-1) as Entry;
    const region = changeOf(first, 'region')!;
    expect(region.label).toBe('所在区域');
    expect(region.after).toMatch(/海淀区/);
    const english = (await inEnglish(`${CORP}/detail`)).history[0] as Entry;
    expect(changeOf(english, 'category')).toMatchObject({ label: 'Category', after: expect.not.stringMatching(/^\d+$/) });
  });
});
