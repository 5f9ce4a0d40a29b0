// The children shape keys an entry's call by the fields its catalogue entry names (`children.call`),
// never by activityworks' `activityId`: a test-only meeting sign-up whose call is `meetingId` /
// `meetingName` gets the shape's calls registered here (the catalogue holds no such module) and
// begins, lists by meeting and exports the approved children of a meeting, on the real servers.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenProblems, type ModuleEntry } from '../../catalogue';
import { parentOnly } from '../../catalogue/flow/parent-only';
import { field, maxLen, personName, required } from '../../catalogue/modules/group-b-parts';
import { childrenShape } from '../../services/records/shapes/children';
import {
  download,
  grantModuleCalls,
  login,
  reviewFromClaimList,
  startTestStack,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';

const callId = {
  rule: 'pattern',
  value: '^[A-Za-z0-9_-]+$',
  means: { zh: '字母、数字、横线或下划线', en: 'letters, digits, - or _' },
} as const;

/** A meeting sign-up: a union's entry to a meeting, its attendees the children. */
const MEETING: ModuleEntry = {
  key: 'meetingSignUp',
  group: 'E',
  title: { zh: '会议报名', en: 'Meeting sign-up' },
  titleField: 'meetingName',
  route: '/meeting/signup',
  starters: ['corp', 'launion'],
  draftTtlDays: 30,
  flowModel: parentOnly,
  calls: ['page', 'detail'],
  fields: [
    field('meetingId', 'text', '会议编号', 'Meeting number', [required, maxLen(64), callId]),
    field('meetingName', 'text', '会议名称', 'Meeting', [required, maxLen(100)]),
    field('contactMobile', 'mobile', '联系人手机', 'Contact mobile', [required]),
  ],
  example: { meetingId: 'MT2026-SPRING', meetingName: '2026年春季职工代表大会', contactMobile: '13800138000' },
  children: {
    title: { zh: '参会人员', en: 'Attendee' },
    titleField: 'attendeeName',
    call: { idField: 'meetingId', nameField: 'meetingName' },
    fields: [field('attendeeName', 'text', '姓名', 'Name', personName, { listed: true })],
    example: { attendeeName: '李强' },
    flowModel: parentOnly,
  },
};
const M = `/api/blade-crop/crop/${MEETING.key}`;

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;

let leaveCatalogue: () => void;

beforeAll(async () => {
  stack = await startTestStack();
  // Before the app's first request: the shape's calls for the test-only module, as the record engine registers them for a catalogue one.
  await stack.app.register(childrenShape.routes!(MEETING, MEETING.children!), { prefix: M });
  await grantModuleCalls(stack, MEETING, M);
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  // In the catalogue for this file once the app has started (its routes are mounted above), so a reviewer's
  // approval finds the module as it finds a catalogue one.
  leaveCatalogue = withTestEntries([MEETING]);
});
afterAll(async () => {
  leaveCatalogue?.();
  await stack?.close();
});

let meetings = 0;
/** A meeting of its own for each test. */
const aMeeting = () => `MT-${Date.now()}-${(meetings += 1)}`;

async function begin(meetingId: string): Promise<string> {
  const answer = await corp1.post(`${M}/begin`, { ...MEETING.example, meetingId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as string;
}

/** An attendee signed up under the entry and sent up: in review with launion1. */
async function signUp(parentId: string, attendeeName: string): Promise<string> {
  const filed = await corp1.post(`${M}/childsubmit`, { parentId, attendeeName });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  const id = filed.body.data.id as string;
  expect((await corp1.post(`${M}/workssubmit`, { ids: id })).status).toBe(200);
  return id;
}

describe('a children module whose call is named by fields of its own (meetingId, meetingName)', () => {
  it('is a valid children option of the catalogue', () => {
    expect(childrenProblems(MEETING)).toEqual([]);
  });

  it('begins one entry per union and meeting: the same meeting answers the open entry, another a new one', async () => {
    const meetingId = aMeeting();
    const first = await begin(meetingId);
    expect(await begin(meetingId)).toBe(first);
    expect(await begin(aMeeting())).not.toBe(first);
  });

  it('refuses an entry without its meeting named, naming meetingId', async () => {
    const answer = await corp1.post(`${M}/begin`, { ...MEETING.example, meetingId: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e: { field: string }) => e.field)).toContain('meetingId');
  });

  it('lists the children of one meeting’s entries by the meeting (workspage’s activityId), and no other meeting’s', async () => {
    const [meeting, other] = [aMeeting(), aMeeting()];
    const ours = await signUp(await begin(meeting), '王芳');
    await signUp(await begin(other), '赵敏');
    const page = await launion1.get(`${M}/workspage`, { activityId: meeting });
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toEqual([ours]);
  });

  it('exports the approved children of one meeting (outsend’s activityId), not those in review', async () => {
    const meeting = aMeeting();
    const parentId = await begin(meeting);
    const approved = await signUp(parentId, '张伟');
    await signUp(parentId, '刘洋');
    await reviewFromClaimList(launion1, approved, `${MEETING.key}-${approved}`, 'ok', '');
    const sheet = await download(stack.app, launion1, `${M}/outsend?activityId=${meeting}`);
    expect(sheet.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.bytes as unknown as ArrayBuffer);
    const values = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(values).toContain('张伟');
    expect(values).not.toContain('刘洋');
  });
});
