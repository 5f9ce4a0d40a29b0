// What an approved election changes, checked through the API as the union sees it (crop/index,
// crop/chlist): a re-election (organ1Detail) records the new term (第N届, from the day of the election
// for its length, not the approval's day), all three committees, and each member's post; a
// by-election (organ2) ends the member who left on their leaving day and seats the one elected.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { reviewThrough, setup1Parties, walkSteps, withRequiredUploads } from '../support';

const p = setup1Parties();
const organ1Detail = modules.organ1Detail!;
const organ2 = modules.organ2!;
const CROP = '/api/blade-crop/crop/crop';

interface Officer {
  committee: string;
  name: string;
  position: string;
  positionName: string;
  termNo: number | null;
  isChair: boolean;
  startDate: string;
  endDate: string | null;
}

const officers = async () => (await p.corp1.get(`${CROP}/chlist`)).body.data as Officer[];
const inOffice = async () => (await officers()).filter((o) => o.endDate === null);
const post = (list: Officer[], committee: string, name: string) =>
  list.find((o) => o.committee === committee && o.name === name && o.endDate === null)?.positionName;

describe('a re-election approved (organ1Detail)', () => {
  beforeAll(async () => {
    await walkSteps(p.stack.app, p.corp1, [p.launion1], organ1Detail);
  });

  it('records the new term: 第3届 from the day of the election for the five years of the request', async () => {
    const profile = (await p.corp1.get(`${CROP}/index`)).body.data;
    expect(profile.sections.term).toEqual({ termNo: 3, termStart: '2026-11-10', termEnd: '2031-11-09' });
  });

  it('seats the members from the day of the election, not the approval’s, each of the 3rd term', async () => {
    const seated = await inOffice();
    expect(seated).toHaveLength(10);
    for (const o of seated) expect([o.name, o.startDate, o.termNo]).toEqual([o.name, '2026-11-10', 3]);
  });

  it('holds all three committees, each member with the post the election gave', async () => {
    const seated = await inOffice();
    const committee = seated.filter((o) => o.committee === 'committee').map((o) => [o.name, o.positionName]);
    expect(committee).toEqual([
      ['王芳', '主席'],
      ['陈强', '副主席'],
      ['刘洋', '委员'],
      ['赵敏', '委员'],
      ['李娜', '委员'],
      ['张磊', '委员'],
      ['黄静', '委员'],
    ]);
    expect(post(seated, 'finance', '孙丽')).toBe('主任');
    expect(post(seated, 'finance', '周杰')).toBe('委员');
    expect(post(seated, 'female', '赵敏')).toBe('主任');
    // The candidate who lost (杨勇, 吴刚) sits nowhere.
    expect(seated.map((o) => o.name)).not.toContain('杨勇');
    expect(seated.map((o) => o.name)).not.toContain('吴刚');
  });

  it('shows the chair and the committees on the profile', async () => {
    const profile = (await p.corp1.get(`${CROP}/index`)).body.data;
    expect(profile.chairName).toBe('王芳');
    expect(new Set(profile.officers.map((o: Officer) => o.committee))).toEqual(new Set(['committee', 'finance', 'female']));
    expect(profile.officers.find((o: Officer) => o.isChair)).toMatchObject({ name: '王芳', positionName: '主席', termNo: 3 });
  });
});

describe('a by-election approved after it (organ2)', () => {
  beforeAll(async () => {
    const sent = await withRequiredUploads(p.stack.app, p.corp1, organ2, organ2.example);
    const answer = await p.corp1.post('/api/blade-crop/crop/organ2/submit', { ...sent.form, id: sent.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = await reviewThrough([p.launion1], p.corp1, 'organ2', answer.body.data.id, answer.body.data.processInstanceId);
    expect(row.state).toBe('approved');
  });

  it('ends the chair who left on the day she left, and makes the vice-chair chair from the election’s day, in the same term', async () => {
    const all = await officers();
    expect(all.find((o) => o.name === '王芳' && o.committee === 'committee')?.endDate).toBe('2026-11-18');
    const chen = all.filter((o) => o.name === '陈强');
    expect(chen.map((o) => [o.positionName, o.startDate, o.endDate, o.termNo])).toEqual(
      expect.arrayContaining([
        ['主席', '2026-11-20', null, 3],
        ['副主席', '2026-11-10', '2026-11-20', 3],
      ]),
    );
    expect((await p.corp1.get(`${CROP}/brief`)).body.data.chairName).toBe('陈强');
  });
});
