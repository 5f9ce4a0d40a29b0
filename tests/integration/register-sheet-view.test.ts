// A register's `sheet` view on the real servers (docs/forms/group-c-field.md "Shape `register`",
// field5), proven on a test-only module keeping the venue register (no field module is built yet):
// its detail answers a union's sheet by union id (the caller's own, or one below it; 404 beside
// it) and its review prints that sheet (template venueSheet), the manager's phone masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleEntry } from '../../catalogue';
import { moduleRoutes } from '../../services/records/engine';
import {
  download,
  grantModuleCalls,
  login,
  REGISTER_TEST_ENTRIES,
  registerTestEntry,
  startTestStack,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';
import { fileApproved } from './effects-support';

const SHEET: ModuleEntry = {
  ...registerTestEntry('testVenueSheet', 'recordVenues'),
  register: { key: 'venue', view: 'sheet', totals: { sum: ['area'] }, personal: ['managerTel'] },
};
const M = `/api/blade-crop/crop/${SHEET.key}`;

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let launion1: ApiSession;
let removeEntries: () => void;

const venue = (venueId: string, venueName: string, area: number) => ({
  venueId,
  venueName,
  venueType: '1',
  area,
  location: '智联大厦B座5层',
  managerName: '陈静',
  managerTel: '13900001111',
});

beforeAll(async () => {
  stack = await startTestStack();
  removeEntries = withTestEntries([...REGISTER_TEST_ENTRIES, SHEET]);
  await stack.app.register(moduleRoutes(SHEET), { prefix: M });
  await grantModuleCalls(stack, SHEET, M);
  [corp1, corp2, launion1] = await Promise.all([login(stack.app, 'corp1'), login(stack.app, 'corp2'), login(stack.app, 'launion1')]);
  await fileApproved(stack.db, {
    module: 'testVenues',
    unionId: '1101',
    form: { venues: [venue('820001', '职工活动室', 80), venue('820002', '职工书屋', 40)] },
  });
});
afterAll(async () => {
  removeEntries?.();
  await stack?.close();
});

describe('the sheet view', () => {
  it('answers the caller union’s sheet as its detail, the phone masked and the areas summed', async () => {
    const answer = await corp1.get(`${M}/detail`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ unionId: '1101', totals: { active: 2, closed: 0, sums: { area: 120 } } });
    expect(answer.body.data.rows.map((r: { name: string }) => r.name)).toEqual(['职工活动室', '职工书屋']);
    expect(answer.body.data.rows[0].data.managerTel).toBe('139****1111');
  });

  it('answers a union below the caller’s by its id, and 404 for a union beside it', async () => {
    expect((await launion1.get(`${M}/detail`, { id: '1101' })).body.data.totals.active).toBe(2);
    expect((await corp2.get(`${M}/detail`, { id: '1101' })).status).toBe(404);
  });

  it('prints the sheet as a PDF: a line per row and the total', async () => {
    const pdf = await download(stack.app, launion1, `${M}/review?id=1101`);
    expect(pdf.status).toBe(200);
    const lines = pdfTextLines(pdf.bytes).join('\n');
    expect(lines).toContain('职工活动室');
    expect(lines).toContain('139****1111');
    expect(lines).not.toContain('13900001111');
    expect(lines).toContain('合计：在用2处，已停用0处');
  });
});
