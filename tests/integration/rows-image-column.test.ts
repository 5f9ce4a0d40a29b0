// `image` as a `rows` column (docs/forms/group-c-field.md "The venue vocabulary": a photo per venue
// row), proven on a test-only entry (setup1's form and flow with a venues table; no field module is
// built yet): the record's own upload checked by its content, listed by `downloadfile` where the form
// holds it (`venues[2].photo`), and named by its file in the PDF's table and the list's sheet.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import {
  BASIC,
  grantModuleCalls,
  login,
  SAMPLE_PDF,
  SAMPLE_PNG,
  startTestStack,
  uploadFile,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const ENTRY: ModuleEntry = {
  ...modules.setup1!,
  key: 'venuephototest',
  title: { zh: '场所照片测试', en: 'Venue photos (test)' },
  extraCalls: [],
  fields: [
    ...modules.setup1!.fields,
    {
      name: 'venues',
      kind: 'rows',
      label: { zh: '阵地场所', en: 'Venues' },
      listed: true,
      rules: [],
      columns: [
        { name: 'venueName', kind: 'text', label: { zh: '场所名称', en: 'Venue' }, rules: [{ rule: 'required' }] },
        { name: 'photo', kind: 'image', label: { zh: '场所照片', en: 'Photo' }, rules: [{ rule: 'required' }] },
      ],
    },
  ],
};
const M = `/api/blade-crop/crop/${ENTRY.key}`;

let stack: TestStack;
let corp1: ApiSession;
let removeEntry: () => void;

beforeAll(async () => {
  // In the catalogue before the stack starts: the engine serves its calls as a catalogue module's.
  removeEntry = withTestEntries([ENTRY]);
  stack = await startTestStack();
  await grantModuleCalls(stack, ENTRY, M);
  corp1 = await login(stack.app, 'corp1');
}, 120_000);
afterAll(async () => {
  await stack?.close();
  removeEntry?.();
});

/** A reserved record id with `names` uploaded to it: PNG photos, or a PDF for a name ending .pdf. */
async function uploads(...names: string[]): Promise<{ id: string; files: string[] }> {
  const id = (await corp1.get(`${M}/getid`)).body.data as string;
  const files: string[] = [];
  for (const name of names) {
    const pdf = name.endsWith('.pdf');
    const file = { name, type: pdf ? 'application/pdf' : 'image/png', content: pdf ? SAMPLE_PDF : SAMPLE_PNG };
    files.push(await uploadFile(stack.app, corp1, `${M}/uploads`, id, file));
  }
  return { id, files };
}

const venuesOf = (photos: string[]) => photos.map((photo, i) => ({ venueName: `职工活动室${i + 1}`, photo }));

async function download(url: string): Promise<Buffer> {
  const res = await stack.app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}` } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('an image column of a rows table', () => {
  it('takes the record’s own photo per row, and is listed by downloadfile where the form holds it', async () => {
    const { id, files } = await uploads('活动室1.png', '活动室2.png', '活动室3.png');
    const submitted = await corp1.post(`${M}/submit`, { ...ENTRY.example, id, venues: venuesOf(files) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const listed = (await corp1.post(`${M}/downloadfile`, undefined, { id })).body.data as { id: string; field?: string; name: string }[];
    expect(listed.find((d) => d.id === files[2])).toMatchObject({ field: 'venues[2].photo', name: '活动室3.png' });
  });

  it('refuses a file whose content is not an image, naming the cell', async () => {
    const { id, files } = await uploads('活动室1.png', '平面图.pdf');
    const refused = await corp1.post(`${M}/submit`, { ...ENTRY.example, id, venues: venuesOf(files) });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'venues[1].photo', rule: 'fileType' })]);
  });

  it('refuses a photo of another record', async () => {
    const other = await uploads('别家的照片.png');
    const { id, files } = await uploads('活动室1.png');
    const refused = await corp1.post(`${M}/submit`, { ...ENTRY.example, id, venues: venuesOf([files[0]!, other.files[0]!]) });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'venues[1].photo', rule: 'attachments' })]);
  });

  it('is named by its file in the PDF’s table and in the list’s sheet, never by its number', async () => {
    const { id, files } = await uploads('书屋外景.png');
    expect((await corp1.post(`${M}/submit`, { ...ENTRY.example, id, venues: venuesOf(files) })).status).toBe(200);
    const lines = pdfTextLines(await download(`${M}/review?id=${id}`));
    // The attachments are listed by name at the end anyway: the table's cell must not print the upload's number.
    expect(lines.join('\n')).toContain('书屋外景.png');
    expect(lines.join('\n')).not.toContain(files[0]!);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(`${M}/exportList`)) as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells.some((c) => c.includes('书屋外景.png'))).toBe(true);
    expect(cells.some((c) => c.includes(files[0]!))).toBe(false);
  });
});
