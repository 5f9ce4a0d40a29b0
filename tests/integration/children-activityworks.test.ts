// The children shape on activityworks: an entry (the parent record) collects works (child records with
// their own flows, started as Temporal child workflows); the union acts on partial progress.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { addChildUpdate } from '../../workflows';
import {
  BASIC,
  FLOW,
  SAMPLE_PNG,
  lastTextedCode,
  multipartBody,
  setup1Parties,
  workbookOf,
  zipBombWorkbook,
  type ApiSession,
} from '../support';

const M = '/api/blade-crop/crop/activityworks';
const entry = modules.activityworks!;
const work = entry.children!.example;
const p = setup1Parties();
let activity = 0;

/** A fresh works call's entry of corp1. */
async function begin(): Promise<string> {
  activity += 1;
  const answer = await p.corp1.post(`${M}/begin`, { ...entry.example, activityId: `T-${Date.now()}-${activity}` });
  expect(answer.status).toBe(200);
  expect(answer.body.data.state).toBe('draft');
  return answer.body.data.id;
}

async function upload(session: ApiSession, id: string, file: { name: string; type: string; content: Buffer }): Promise<string> {
  const { payload, contentType } = multipartBody({ id }, file);
  const res = await p.stack.app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

/** The code sendCode texted to `mobile`, read from the outbox. */
async function textedCode(mobile: string): Promise<string> {
  expect((await p.corp1.get(`${M}/sendCode`, { mobile })).status).toBe(200);
  return lastTextedCode(p.stack.db, mobile);
}

let mobiles = 0;
/** A work filed into the entry: an id reserved, its image uploaded, its author's code given. */
async function fileWork(parentId: string, title = '车间里的晨光'): Promise<string> {
  const id = (await p.corp1.get(`${M}/getid`)).body.data as string;
  const image = await upload(p.corp1, id, { name: 'work.png', type: 'image/png', content: SAMPLE_PNG });
  mobiles += 1;
  const authorMobile = `1390000${String(1000 + mobiles)}`;
  const smsCode = await textedCode(authorMobile);
  const answer = await p.corp1.post(`${M}/childsubmit`, {
    ...work,
    parentId,
    id,
    workTitle: title,
    authorMobile,
    workFile: { original: [image] },
    smsCode,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.state).toBe('draft');
  return id;
}

async function childOf(session: ApiSession, id: string) {
  return (await session.get(`${M}/childdetail`, { id })).body.data;
}

describe('an entry to a works call', () => {
  it('is begun once per union and call: beginning again answers the open entry', async () => {
    const activityId = `T-${Date.now()}-again`;
    const first = await p.corp1.post(`${M}/begin`, { ...entry.example, activityId });
    const again = await p.corp1.post(`${M}/begin`, { ...entry.example, activityId });
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('refuses an entry without the call named, naming activityId', async () => {
    const answer = await p.corp1.post(`${M}/begin`, { ...entry.example, activityId: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e: { field: string }) => e.field)).toContain('activityId');
  });
});

describe('works filed into an entry', () => {
  it('start as child workflows of the entry’s flow, and stay with the union as drafts', async () => {
    const parentId = await begin();
    const id = await fileWork(parentId);
    const child = await childOf(p.corp1, id);
    expect(child.parentId).toBe(parentId);
    expect(child.actions).toEqual(expect.arrayContaining(['submit', 'remove']));
    const parentPid = `activityworks-${parentId}`;
    const description = await p.stack.client.workflow.getHandle(`activityworks-${id}`).describe();
    expect(description.raw.workflowExecutionInfo?.parentExecution?.workflowId).toBe(parentPid);
  });

  it('need the author’s texted code: none is a 400 naming smsCode, a wrong one too', async () => {
    const parentId = await begin();
    const id = (await p.corp1.get(`${M}/getid`)).body.data as string;
    const image = await upload(p.corp1, id, { name: 'w.png', type: 'image/png', content: SAMPLE_PNG });
    const body = { ...work, parentId, id, workFile: { original: [image] } };
    const none = await p.corp1.post(`${M}/childsubmit`, body);
    expect(none.status).toBe(400);
    expect(none.body.data.errors[0].field).toBe('smsCode');
    const wrong = await p.corp1.post(`${M}/childsubmit`, { ...body, smsCode: '000000' });
    expect(wrong.status).toBe(400);
    expect((await p.corp1.get(`${M}/childlist`, { parentId })).body.data.total).toBe(0);
  });

  it('need the work’s image: a work without it is a 400 naming workFile.original, and nothing is added', async () => {
    const parentId = await begin();
    const smsCode = await textedCode('13900002999');
    const answer = await p.corp1.post(`${M}/childsubmit`, { ...work, parentId, authorMobile: '13900002999', smsCode });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e: { field: string }) => e.field)).toContain('workFile.original');
    expect((await p.corp1.get(`${M}/childlist`, { parentId })).body.data.total).toBe(0);
  });

  it('are listed under their entry, newest first, and counted on the entry by state', async () => {
    const parentId = await begin();
    const first = await fileWork(parentId, '第一幅');
    const second = await fileWork(parentId, '第二幅');
    const list = await p.corp1.get(`${M}/childlist`, { parentId, descs: 'create_time' });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toEqual([second, first]);
    const detail = await p.corp1.get(`${M}/detail`, { id: parentId });
    expect(detail.body.data.children).toEqual({ total: 2, draft: 2 });
    const page = await p.corp1.get(`${M}/page`, { size: '100' });
    expect(page.body.data.records.find((r: { id: string }) => r.id === first)).toBeUndefined();
  });
});

describe('the union acting on partial progress', () => {
  it('sends chosen works up together, removes another with a reason, and the reviewer approves one', async () => {
    const parentId = await begin();
    const [a, b, c] = [await fileWork(parentId, '甲'), await fileWork(parentId, '乙'), await fileWork(parentId, '丙')];
    const sent = await p.corp1.post(`${M}/workssubmit`, { ids: `${a},${b}` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.submitted.sort()).toEqual([a, b].sort());

    const removed = await p.corp1.post(`${M}/childremove`, { id: c, reason: '作者撤回参赛' });
    expect(removed.status).toBe(200);
    const events = await p.stack.db
      .selectFrom('flow_event')
      .select(['type', 'payload'])
      .where('process_instance_id', '=', `activityworks-${c}`)
      .execute();
    expect(events.at(-1)).toMatchObject({ type: 'removed', payload: { reason: '作者撤回参赛' } });

    const claim = await p.launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === a);
    expect(task, 'the work’s task in the parent union’s claim list').toBeTruthy();
    const approve = await p.launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: `activityworks-${a}`,
      flag: 'ok',
      comment: '入选',
    });
    expect(approve.status).toBe(200);

    expect((await p.corp1.get(`${M}/detail`, { id: parentId })).body.data.children).toEqual({ total: 2, approved: 1, in_review: 1 });
    expect((await childOf(p.corp1, b)).actions).toContain('withdraw');
  });

  it('withdraws a sent work no reviewer has touched, back to a draft', async () => {
    const parentId = await begin();
    const id = await fileWork(parentId);
    await p.corp1.post(`${M}/workssubmit`, { ids: id });
    const back = await p.corp1.get(`${M}/childreback`, { id });
    expect(back.status).toBe(200);
    expect(back.body.data.state).toBe('draft');
  });

  it('refuses a batch with a work already in review: 409, and the other work stays a draft', async () => {
    const parentId = await begin();
    const [a, b] = [await fileWork(parentId, '甲'), await fileWork(parentId, '乙')];
    await p.corp1.post(`${M}/workssubmit`, { ids: a });
    const again = await p.corp1.post(`${M}/workssubmit`, { ids: `${b},${a}` });
    expect(again.status).toBe(409);
    expect((await childOf(p.corp1, b)).state).toBe('draft');
  });

  it('refuses a removal without a reason, naming reason', async () => {
    const parentId = await begin();
    const id = await fileWork(parentId);
    const answer = await p.corp1.post(`${M}/childremove`, { id, reason: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('reason');
    expect((await childOf(p.corp1, id)).state).toBe('draft');
  });

  it('keeps an entry with works: it can no longer be removed', async () => {
    const parentId = await begin();
    await fileWork(parentId);
    const detail = await p.corp1.get(`${M}/detail`, { id: parentId });
    expect(detail.body.data.actions).not.toContain('remove');
    expect(detail.body.data.actions).toContain('addChild');
  });

  it('lets no other union act on a work: another corp gets 404', async () => {
    const parentId = await begin();
    const id = await fileWork(parentId);
    const other = await import('../support').then(({ login }) => login(p.stack.app, 'corp2'));
    expect((await other.get(`${M}/childdetail`, { id })).status).toBe(404);
    expect((await other.post(`${M}/workssubmit`, { ids: id })).status).toBe(404);
  });
});

describe('importing works from a workbook', () => {
  async function workbook(rows: string[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('作品');
    sheet.addRow(['作品名称', '作品体裁', '作者姓名', '作者性别', '作者手机', '创作说明']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('adds each row as a draft work, dictionary labels read as their keys', async () => {
    const parentId = await begin();
    const sheet = await workbook([
      ['晨光', '摄影·单幅', '李强', '男', '13900139001', ''],
      ['夜班', '摄影·组照', '赵敏', '女', '13900139002', '组照四幅'],
    ]);
    const filepath = await upload(p.corp1, parentId, { name: 'works.xlsx', type: XLSX, content: sheet });
    const answer = await p.corp1.post(`${M}/excel`, { parentId, filepath });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.imported).toBe(2);
    const list = await p.corp1.get(`${M}/childlist`, { parentId });
    expect(list.body.data.records.map((r: { form: { authorSex: string } }) => r.form.authorSex).sort()).toEqual(['1', '2']);
  });

  it('adds each row as its own draft under one Idempotency-Key, and the same import sent again answers the same works and adds none', async () => {
    const parentId = await begin();
    const sheet = await workbook([
      ['晨光', '摄影·单幅', '李强', '男', '13900139001', ''],
      ['夜班', '摄影·组照', '赵敏', '女', '13900139002', '组照四幅'],
      ['炉火', '摄影·单幅', '王刚', '男', '13900139003', ''],
    ]);
    const filepath = await upload(p.corp1, parentId, { name: 'works.xlsx', type: XLSX, content: sheet });
    const headers = { 'idempotency-key': `import-${parentId}` };
    const first = await p.corp1.post(`${M}/excel`, { parentId, filepath }, undefined, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(new Set(first.body.data.ids).size).toBe(3);
    const again = await p.corp1.post(`${M}/excel`, { parentId, filepath }, undefined, headers);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.ids).toEqual(first.body.data.ids);
    const list = await p.corp1.get(`${M}/childlist`, { parentId });
    expect(list.body.data.total).toBe(3);
  });

  it('imports nothing when a row is broken, and names the row and field', async () => {
    const parentId = await begin();
    const sheet = await workbook([
      ['晨光', '摄影·单幅', '李强', '男', '13900139001', ''],
      ['夜班', '摄影·组照', '赵敏', '女', '12345', ''],
    ]);
    const filepath = await upload(p.corp1, parentId, { name: 'works.xlsx', type: XLSX, content: sheet });
    const answer = await p.corp1.post(`${M}/excel`, { parentId, filepath });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('rows[3].authorMobile');
    expect((await p.corp1.get(`${M}/childlist`, { parentId })).body.data.total).toBe(0);
  });
});

describe('importing a hostile workbook', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  /** Uploads `content` to a fresh entry and imports it: the answer, and how many works the entry has after. */
  async function imported(content: Buffer) {
    const parentId = await begin();
    const filepath = await upload(p.corp1, parentId, { name: 'works.xlsx', type: XLSX, content });
    const answer = await p.corp1.post(`${M}/excel`, { parentId, filepath });
    const works = (await p.corp1.get(`${M}/childlist`, { parentId })).body.data.total as number;
    return { answer, works };
  }

  it('refuses a zip bomb (about 100 KB unpacking to 100 MB) with 400 naming filepath, and imports nothing', async () => {
    const { answer, works } = await imported(await zipBombWorkbook(100));
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'filepath', rule: 'maxUnpackedSize' });
    expect(answer.body.msg).toBe('工作簿解压后超过32MB,未导入任何数据');
    expect(works).toBe(0);
  });

  it('refuses a sheet of more rows than an import takes (500) with 400 naming filepath, and imports nothing', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`作品${i}`, '摄影·单幅', '李强', '男', '13900139001', '']);
    const { answer, works } = await imported(
      await workbookOf([['作品名称', '作品体裁', '作者姓名', '作者性别', '作者手机', '创作说明'], ...rows]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'filepath', rule: 'maxRows', limit: 500 });
    expect(answer.body.msg).toBe('每次最多导入500行,请分批导入');
    expect(works).toBe(0);
  });
});

describe('the works’ documents', () => {
  /** corp1's tozip of an entry. */
  const toZip = (parentId: string) =>
    p.stack.app.inject({
      method: 'GET',
      url: `${M}/tozip?id=${parentId}`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}` },
    });

  it('zips every work’s files of an entry, one folder per work', async () => {
    const parentId = await begin();
    await fileWork(parentId, '甲');
    await fileWork(parentId, '乙');
    const res = await toZip(parentId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const names = res.rawPayload.toString('latin1');
    expect(names).toContain('work.png');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps a work titled to climb out of its folder in one safe folder of the zip', async () => {
    const parentId = await begin();
    await fileWork(parentId, 'x/../../../../../etc/evil');
    await fileWork(parentId, '..\\..\\C:\\evil');
    const res = await toZip(parentId);
    expect(res.statusCode).toBe(200);
    // JSZip resolves `..` when it loads a zip: the names as written are its `unsafeOriginalName`.
    const entries = Object.values((await JSZip.loadAsync(res.rawPayload)).files);
    const names = entries.map((e) => (e as JSZip.JSZipObject & { unsafeOriginalName?: string }).unsafeOriginalName ?? e.name);
    expect(names).toEqual(['x_.._.._.._.._.._etc_evil/work.png', '_.._C__evil/work.png']);
    for (const name of names) {
      expect(name.split('/').every((s) => s !== '..' && s !== '.' && s !== '')).toBe(true);
    }
  });

  it('sheets the approved works of a call for the judges', async () => {
    const activityId = `T-${Date.now()}-judges`;
    const parentId = (await p.corp1.post(`${M}/begin`, { ...entry.example, activityId })).body.data.id as string;
    const id = await fileWork(parentId, '入选作品');
    await p.corp1.post(`${M}/workssubmit`, { ids: id });
    const claim = await p.launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === id);
    await p.launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId: `activityworks-${id}`,
      flag: 'ok',
      comment: '',
    });
    const res = await p.stack.app.inject({
      method: 'GET',
      url: `${M}/outsend?activityId=${activityId}`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.launion1.token}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(values).toContain('入选作品');
  });
});

describe('a filing cut off halfway', () => {
  it('is completed by the retry: the child’s flow was started, the retry saves the work once', async () => {
    const parentId = await begin();
    const id = (await p.corp1.get(`${M}/getid`)).body.data as string;
    const image = await upload(p.corp1, id, { name: 'work.png', type: 'image/png', content: SAMPLE_PNG });
    const parent = await p.stack.db.selectFrom('record').selectAll().where('id', '=', parentId).executeTakeFirstOrThrow();
    // What the API had done when it crashed: the entry's flow started the work's flow, nothing more.
    const corp = { id: '2005', name: '智联科技工会', unionId: '1101', unionName: parent.union_name, ident: 'corp', roles: ['corp'] };
    await p.stack.client.workflow.getHandle(`activityworks-${parentId}`).executeUpdate(addChildUpdate, {
      args: [
        {
          child: {
            tenantId: '000000',
            module: 'activityworks',
            recordId: id,
            processInstanceId: `activityworks-${id}`,
            applicant: { id: '2005', name: '智联科技工会' },
            union: { id: '1101', name: parent.union_name, path: parent.union_path },
            stages: [{ key: 'launion', name: '上级工会审核', candidates: ['union:1100'], dueHours: 72 }],
            model: 'parent-only',
            draftTtlMs: 3_600_000,
            parent: { recordId: parentId, processInstanceId: `activityworks-${parentId}` },
          },
        },
        corp,
      ],
    });
    const smsCode = await textedCode('13900007777');
    const retry = await p.corp1.post(`${M}/childsubmit`, {
      ...work,
      parentId,
      id,
      authorMobile: '13900007777',
      workFile: { original: [image] },
      smsCode,
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect((await p.corp1.get(`${M}/childlist`, { parentId })).body.data.total).toBe(1);
    const added = await p.stack.db
      .selectFrom('flow_event')
      .select('type')
      .where('process_instance_id', '=', `activityworks-${parentId}`)
      .where('type', '=', 'child.added')
      .execute();
    expect(added).toHaveLength(1);
  });
});
