// The late slots (lateSlots): modelWorkerSelection3's stamped scan is uploaded to the approved
// nomination through uploadAttachment, never before approval, and only to a slot the entry names.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import {
  BASIC,
  multipartBody,
  reviewFromClaimList,
  SAMPLE_PDF,
  SAMPLE_PNG,
  setup1Parties,
  withRequiredUploads,
  type ApiSession,
} from '../support';

const p = setup1Parties();
const M = '/api/blade-crop/crop/modelWorkerSelection3';
const entry = modules.modelWorkerSelection3!;
const nomination = { id: '', pid: '' };

async function upload(
  session: ApiSession,
  fields: Record<string, string>,
  file = { name: '盖章扫描件.pdf', type: 'application/pdf', content: SAMPLE_PDF },
) {
  const { payload, contentType } = multipartBody(fields, file);
  const res = await p.stack.app.inject({
    method: 'POST',
    url: `${M}/uploadAttachment`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  const { id, form } = await withRequiredUploads(p.stack.app, p.corp1, entry, entry.example);
  const sent = await p.corp1.post(`${M}/submit`, { ...form, id });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  nomination.id = sent.body.data.id;
  nomination.pid = sent.body.data.processInstanceId;
});

describe('uploadAttachment: the stamped scan after approval', () => {
  it('refuses the scan while the nomination is in review with 409 lateSlotClosed, storing nothing', async () => {
    const answer = await upload(p.corp1, { id: nomination.id, slot: 'stamped' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data.reason).toBe('lateSlotClosed');
    expect(await p.stack.db.selectFrom('record_late_file').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a slot the module does not fill late with 400 naming slot', async () => {
    await reviewFromClaimList(p.launion1, nomination.id, nomination.pid, 'ok', '同意推荐');
    const answer = await upload(p.corp1, { id: nomination.id, slot: 'photo' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'slot' });
  });

  it('refuses a file of another type than the slot’s (an image for the PDF scan) with 415', async () => {
    const answer = await upload(
      p.corp1,
      { id: nomination.id, slot: 'stamped' },
      { name: 'scan.png', type: 'image/png', content: SAMPLE_PNG },
    );
    expect(answer.status).toBe(415);
  });

  it('lets another union’s account not upload to the nomination', async () => {
    const answer = await upload(p.launion1, { id: nomination.id, slot: 'stamped' });
    expect([403, 404]).toContain(answer.status);
  });

  it('takes the scan of the approved nomination under its slot, among the record’s files', async () => {
    const answer = await upload(p.corp1, { id: nomination.id, slot: 'stamped' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ recordId: nomination.id, slot: 'stamped', mime: 'application/pdf' });
    const late = await p.stack.db.selectFrom('record_late_file').selectAll().where('record_id', '=', nomination.id).execute();
    expect(late.map((r) => r.slot)).toEqual(['stamped']);
    const detail = (await p.corp1.get(`${M}/detail`, { id: nomination.id })).body.data;
    expect(JSON.stringify(detail)).toContain(answer.body.data.id);
  });
});
