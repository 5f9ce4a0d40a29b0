// The election rules of group B (换届选举 organ1Detail, 补选 organ2, 成立大会 setup2, and the term of
// organ5), one case or more per row of docs/forms/group-b.md "Election rules", which cites the
// article each follows. Each case changes the module's example and names the one error it expects.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { organ1Detail } from './organ1Detail';
import { organ2 } from './organ2';
import { organ5 } from './organ5';
import { setup2 } from './setup2';

// Formats only: the dictionary, region and union lists are the server's (tests/unit/catalogue-b-examples).
const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2027-06-30' };
type Rows = Record<string, unknown>[];
const rowsOf = (entry: ModuleEntry, name: string) => entry.example[name] as Rows;
const changeRow = (entry: ModuleEntry, name: string, index: number, change: Record<string, unknown>) =>
  rowsOf(entry, name).map((r, i) => (i === index ? { ...r, ...change } : r));
const person = (name: string, votes: number) => ({ name, votes, elected: K.yesNo.yes });
const committeeRow = (name: string) => ({ ...rowsOf(setup2, 'committee')[2], name, position: K.position.member });
/** organ1Detail's example committee (王芳 chair, 陈强 vice-chair, five more), as the server would load it. */
const sitting = new Set(['王芳', '陈强', '刘洋', '赵敏', '李娜', '张磊', '黄静']);

/** organ1Detail of a union of 320 members with 5 seats: five elected (two members less), the officers' votes of a committee of five. */
const fiveSeats = {
  memberCount: 320,
  committeeSeats: 5,
  committeeResults: rowsOf(organ1Detail, 'committeeResults').filter((_, i) => i !== 4 && i !== 5),
  officers: rowsOf(organ1Detail, 'officers').map((r, i) => ({ ...r, votes: 5 - i })),
};

/** organ1Detail held as a delegates assembly: its delegates (three of them stand for the list). */
const delegateAssembly = {
  electionMode: K.electionMode.delegateAssembly,
  delegateCount: 3,
  delegates: ['孙丽', '周杰', '吴刚'].map((name) => ({
    name,
    sex: K.sex.male,
    dept: '研发中心',
    political: K.political.masses,
    frontline: K.yesNo.yes,
  })),
};

interface Case {
  /** The row of the document's table. */
  row: string;
  entry: ModuleEntry;
  says: string;
  change: Record<string, unknown>;
  /** The one error, `field:rule`; none for a case that passes. */
  error?: string;
  opts?: Partial<ValidateOptions>;
}

const cases: Case[] = [
  { row: 'E1', entry: organ2, says: 'refuses 60 % present', change: { entitled: 10, attendance: 6 }, error: 'attendance:atLeastShareOf' },
  {
    row: 'E1',
    entry: organ2,
    says: 'accepts exactly two thirds present',
    change: { entitled: 9, attendance: 6, votes: [person('陈强', 5)] },
  },
  {
    row: 'E2',
    entry: organ1Detail,
    says: 'refuses an elected member with half of the votes of those entitled',
    change: { committeeResults: changeRow(organ1Detail, 'committeeResults', 6, { votes: 30 }) },
    error: 'committeeResults[6].votes:moreThanShareOf',
  },
  {
    row: 'E2',
    entry: organ2,
    says: 'refuses a by-elected chair with 3 of 6 votes',
    change: { votes: [person('陈强', 3)] },
    error: 'votes[0].votes:moreThanShareOf',
  },
  {
    row: 'E2',
    entry: setup2,
    says: 'refuses a founding member with 48 of 96 votes',
    change: { committee: changeRow(setup2, 'committee', 2, { votes: 48 }) },
    error: 'committee[2].votes:moreThanShareOf',
  },
  {
    row: 'E3',
    entry: organ1Detail,
    says: 'refuses a chair with 3 votes of a committee of 7',
    change: { officers: [{ name: '王芳', position: K.position.chair, votes: 3, duty: '主持全面工作' }] },
    error: 'officers[0].votes:moreThanShareOf',
  },
  {
    row: 'E4',
    entry: organ1Detail,
    says: 'refuses 2 funds review candidates for 2 seats',
    change: {
      finCommitteeCandidates: rowsOf(organ1Detail, 'finCommitteeCandidates').slice(0, 2),
      finCommitteeResults: rowsOf(organ1Detail, 'finCommitteeResults').slice(0, 2),
    },
    error: 'finCommitteeCandidates:atLeastShareOf',
  },
  {
    row: 'E5',
    entry: organ1Detail,
    says: 'refuses a new term of four years',
    change: { newTerm: { start: '2026-11-10', end: '2030-11-09' } },
    error: 'newTerm:oneOf',
  },
  {
    row: 'E5',
    entry: organ1Detail,
    says: 'accepts a new term of three years',
    change: { newTerm: { start: '2026-11-10', end: '2029-11-09' } },
  },
  { row: 'E5', entry: setup2, says: 'refuses a term of four years', change: { termYears: 4 }, error: 'termYears:oneOf' },
  {
    row: 'E5',
    entry: organ5,
    says: 'refuses a present term of four years',
    change: { term: { start: '2024-05-08', end: '2028-05-07' } },
    error: 'term:oneOf',
  },
  {
    row: 'E6',
    entry: organ1Detail,
    says: 'refuses 5 committee seats for 320 members (201 to 1000 elect 7 to 15)',
    change: fiveSeats,
    error: 'committeeSeats:sizeByCount',
  },
  {
    row: 'E6',
    entry: setup2,
    says: 'accepts a committee of 5 for 20 members (under 25 elect 3 to 5)',
    change: {
      staffCount: 20,
      memberCount: 20,
      femaleMembers: 9,
      entitled: 20,
      attendance: 20,
      committee: [...rowsOf(setup2, 'committee'), committeeRow('赵敏'), committeeRow('李娜')].map((r) => ({ ...r, votes: 15 })),
      finCommittee: changeRow(setup2, 'finCommittee', 0, { votes: 15 }),
    },
  },
  {
    row: 'E6',
    entry: setup2,
    says: 'refuses a committee of 9 for 96 members (25 to 200 elect 3 to 7)',
    change: {
      committee: [...rowsOf(setup2, 'committee'), ...['赵敏', '李娜', '张磊', '黄静', '杨勇', '周杰'].map(committeeRow)],
    },
    error: 'committee:sizeByCount',
  },
  {
    row: 'E6',
    entry: organ1Detail,
    says: 'accepts 5 committee seats for 96 members (25 to 200 elect 3 to 7)',
    change: { ...fiveSeats, memberCount: 96 },
  },
  {
    row: 'E7',
    entry: organ1Detail,
    says: 'refuses 8 committee seats (of a union of 320, where 8 is in the band)',
    change: {
      memberCount: 320,
      committeeSeats: 8,
      committeeCandidates: [...rowsOf(organ1Detail, 'committeeCandidates'), rowsOf(organ1Detail, 'committeeCandidates')[0]],
    },
    error: 'committeeSeats:odd',
  },
  {
    row: 'E7',
    entry: setup2,
    says: 'refuses a committee of 4',
    change: { committee: [...rowsOf(setup2, 'committee'), committeeRow('赵敏')] },
    error: 'committee:odd',
  },
  {
    row: 'E8',
    entry: setup2,
    says: "requires a women's committee with 40 women members",
    change: { femaleCommittee: [] },
    error: 'femaleCommittee:requiredWhenAtLeast',
  },
  {
    row: 'E8',
    entry: organ1Detail,
    says: "refuses a women's committee of two with 9 women members",
    change: {
      femaleMembers: 9,
      femaleCommitteeCandidates: [
        { name: '赵敏', position: K.femalePosition.head },
        { name: '李娜', position: K.femalePosition.member },
      ],
    },
    error: 'femaleCommitteeCandidates:sizeByCount',
  },
  {
    row: 'E8',
    entry: setup2,
    says: "accepts no women's committee with 9 women members",
    change: { femaleMembers: 9, femaleCommittee: [] },
  },
  {
    row: 'E9',
    entry: setup2,
    says: 'refuses a delegates assembly of a union of 96 members',
    change: { meetingKind: K.electionMode.delegateAssembly },
    error: 'meetingKind:allowedWhenAtLeast',
  },
  {
    row: 'E9',
    entry: organ1Detail,
    says: 'refuses a delegates assembly of a union of 99 members',
    change: { ...delegateAssembly, memberCount: 99 },
    error: 'electionMode:allowedWhenAtLeast',
  },
  {
    row: 'E9',
    entry: organ1Detail,
    says: 'accepts a delegates assembly of a union of 100 members',
    change: { ...delegateAssembly, memberCount: 100 },
  },
  {
    row: 'E10',
    entry: organ1Detail,
    says: 'refuses 89 votes with 88 present',
    change: { committeeResults: changeRow(organ1Detail, 'committeeResults', 0, { votes: 89 }) },
    error: 'committeeResults[0].votes:notAbove',
  },
  {
    row: 'E10',
    entry: organ2,
    says: 'refuses 7 votes with 6 present',
    change: { entitled: 7, votes: [person('陈强', 7)], attendance: 6 },
    error: 'votes[0].votes:notAbove',
  },
  {
    row: 'E10',
    entry: setup2,
    says: 'refuses 89 votes with 88 present',
    change: { finCommittee: changeRow(setup2, 'finCommittee', 0, { votes: 89 }) },
    error: 'finCommittee[0].votes:notAbove',
  },
  {
    row: 'E11',
    entry: organ1Detail,
    says: 'refuses 8 elected for 7 seats',
    change: { committeeResults: changeRow(organ1Detail, 'committeeResults', 7, { votes: 50, elected: K.yesNo.yes }) },
    error: 'committeeResults:rowsNotAbove',
  },
  {
    row: 'E11',
    entry: organ2,
    says: 'refuses 2 elected for 1 vacancy',
    change: {
      candidates: [...rowsOf(organ2, 'candidates'), { ...rowsOf(organ2, 'candidates')[0], name: '刘洋' }],
      votes: [person('陈强', 6), person('刘洋', 5)],
    },
    error: 'votes:rowsNotAbove',
  },
  {
    row: 'E12',
    entry: organ1Detail,
    says: 'refuses an elected member not on the approved shortlist',
    change: { committeeResults: changeRow(organ1Detail, 'committeeResults', 6, { name: '钱多多' }) },
    error: 'committeeResults[6].name:among',
  },
  {
    row: 'E12',
    entry: organ2,
    says: 'refuses votes for someone who was not a candidate',
    change: { votes: [person('钱多多', 6)] },
    error: 'votes[0].name:among',
  },
  {
    row: 'E13',
    entry: organ1Detail,
    says: 'refuses a vice-chair who was not elected to the committee',
    change: { officers: changeRow(organ1Detail, 'officers', 1, { name: '杨勇' }) },
    error: 'officers[1].name:among',
  },
  {
    row: 'E13',
    entry: organ1Detail,
    says: 'refuses a funds review head not elected to that committee',
    change: { finChair: '吴刚' },
    error: 'finChair:among',
  },
  {
    row: 'E13',
    entry: organ1Detail,
    says: "refuses a women's committee head not among its members",
    change: { femaleChair: '李娜' },
    error: 'femaleChair:among',
  },
  {
    row: 'E14',
    entry: organ2,
    says: 'refuses a vacancy of someone not on the committee',
    change: { vacancies: changeRow(organ2, 'vacancies', 0, { name: '李明' }) },
    error: 'vacancies[0].name:sittingMember',
    opts: { sittingMembers: sitting },
  },
  {
    row: 'E14',
    entry: organ2,
    says: 'leaves the vacancy to the server where the form has no list of the committee',
    change: { vacancies: changeRow(organ2, 'vacancies', 0, { name: '李明' }) },
  },
  {
    row: 'E15',
    entry: organ2,
    says: 'refuses a chair elected by the committee from outside it',
    change: {
      candidates: changeRow(organ2, 'candidates', 0, { name: '钱多多' }),
      votes: [person('钱多多', 6)],
    },
    error: 'candidates[0].name:sittingMember',
    opts: { sittingMembers: sitting },
  },
  {
    row: 'E15',
    entry: organ2,
    says: 'accepts a chair from outside the committee elected by the members assembly',
    change: {
      electionBody: K.electionBody.memberAssembly,
      entitled: 60,
      attendance: 50,
      candidates: changeRow(organ2, 'candidates', 0, { name: '钱多多' }),
      votes: [person('钱多多', 40)],
    },
    opts: { sittingMembers: sitting },
  },
  {
    row: 'E16',
    entry: organ1Detail,
    says: 'refuses the election materials without the tally',
    change: { materials: { ...(organ1Detail.example.materials as object), tally: [] } },
    error: 'materials.tally:required',
  },
  {
    row: 'E16',
    entry: organ2,
    says: 'refuses a by-election without its minutes',
    change: { files: { request: ['900021'], tally: ['900023'] } },
    error: 'files.minutes:required',
  },
  {
    row: 'E16',
    entry: setup2,
    says: 'refuses the founding papers without the tally sheets',
    change: { foundingPapers: { minutes: ['900014'] } },
    error: 'foundingPapers.tally:required',
  },
  {
    row: 'E17',
    entry: organ1Detail,
    says: 'refuses a delegates list shorter than the delegate seats',
    change: { ...delegateAssembly, memberCount: 100, delegateCount: 4 },
    error: 'delegates:rowsNotAbove',
  },
  {
    row: 'E17',
    entry: organ1Detail,
    says: 'accepts a delegates list of one row per delegate seat',
    change: { ...delegateAssembly, memberCount: 100 },
  },
  {
    row: 'E18',
    entry: organ2,
    says: 'refuses a chair by-election with no candidate for 主席',
    change: { candidates: changeRow(organ2, 'candidates', 0, { position: K.position.viceChair }) },
    error: 'candidates:rowsWith',
  },
  {
    row: 'E18',
    entry: organ2,
    says: 'accepts committee members added with no candidate for 主席',
    change: {
      type: K.organChangeType.member,
      candidates: changeRow(organ2, 'candidates', 0, { position: K.position.member }),
    },
  },
];

describe('the election rules, a case of each row of the document', () => {
  it.each(cases.map((c) => [`${c.row} ${c.entry.key}: ${c.says}`, c] as const))('%s', (_name, c) => {
    const result = validateForm(c.entry, { ...c.entry.example, ...c.change }, { ...submit, ...c.opts });
    expect(result.errors.map((e) => `${e.field}:${e.rule}`)).toEqual(c.error ? [c.error] : []);
  });
});

describe('the messages name the field, the rule and the number that passes', () => {
  const messageOf = (entry: ModuleEntry, change: Record<string, unknown>, lang: 'zh' | 'en' = 'zh', opts: Partial<ValidateOptions> = {}) =>
    validateForm(entry, { ...entry.example, ...change }, { ...submit, ...opts, lang }).errors[0]?.message;

  it('a term of four years says three or five, in Chinese and English', () => {
    expect(messageOf(setup2, { termYears: 4 })).toBe('任期(年)只能是3或5');
    expect(messageOf(organ1Detail, { newTerm: { start: '2026-11-10', end: '2030-11-09' } }, 'en')).toBe(
      'New term must last 3 or 5 years (it lasts 4)',
    );
  });

  it('the seats name the band of the membership', () => {
    expect(messageOf(organ1Detail, fiveSeats)).toBe('委员会委员名额须在7至15之间(会员人数为320时)');
  });

  it('an elected member off the shortlist is named with the shortlist', () => {
    expect(messageOf(organ1Detail, { committeeResults: changeRow(organ1Detail, 'committeeResults', 6, { name: '钱多多' }) })).toBe(
      '委员会委员选举结果第7行姓名“钱多多”须是委员会委员候选人预备人选中的人员',
    );
  });

  it('too many elected say how many and for how many seats', () => {
    const committeeResults = changeRow(organ1Detail, 'committeeResults', 7, { votes: 50, elected: K.yesNo.yes });
    expect(messageOf(organ1Detail, { committeeResults })).toBe('委员会委员选举结果中当选的有8人，不能多于委员会委员名额(7)');
    expect(messageOf(organ1Detail, { committeeResults }, 'en')).toBe('Committee results has 8 elected, more than Committee seats (7)');
  });

  it('a vacancy of someone not on the committee says so', () => {
    const change = { vacancies: changeRow(organ2, 'vacancies', 0, { name: '李明' }) };
    expect(messageOf(organ2, change, 'zh', { sittingMembers: sitting })).toBe('空缺职务第1行姓名“李明”不是本会现任委员会委员');
  });
});

describe('the document and the cases', () => {
  const doc = readFileSync(resolve(__dirname, '../../docs/forms/group-b.md'), 'utf8');
  const start = doc.indexOf('## Election rules');
  const table = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const rows = [...table.matchAll(/^\| (E\d+) +\|([^\n]*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));

  it('every row of the table cites its text (《…》)', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.text, r.id).toMatch(/《[^》]+》/);
  });

  it('every row has a case, and every case a row', () => {
    expect([...new Set(cases.map((c) => c.row))].sort()).toEqual(rows.map((r) => r.id).sort());
  });
});
