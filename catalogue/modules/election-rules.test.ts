// The election rules of 《工会基层组织选举工作条例》 on the group B election forms (换届选举, 补选, 成立大会).
import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import { dictKeys as K } from './group-b-dicts';
import { organ1Detail } from './organ1Detail';
import { organ2 } from './organ2';
import { setup2 } from './setup2';

// Formats only: the dictionary, region and union lists are the server's (tests/unit/catalogue-b-examples).
const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2027-06-30' };
const rulesOf = (entry: typeof organ2, change: Record<string, unknown>) =>
  validateForm(entry, { ...entry.example, ...change }, submit).errors.map((e) => `${e.field}:${e.rule}`);

describe('an election needs two thirds of those entitled present', () => {
  it.each([organ1Detail, organ2, setup2])('%s: refuses 60 % attendance, naming 实到人数', (entry) => {
    expect(rulesOf(entry, { entitled: 10, attendance: 6 })).toContain('attendance:atLeastShareOf');
  });

  it.each([organ1Detail, organ2, setup2])('%s: accepts exactly two thirds', (entry) => {
    expect(rulesOf(entry, { entitled: 9, attendance: 6 })).not.toContain('attendance:atLeastShareOf');
  });
});

describe('a person is elected with more than half of the votes of those entitled', () => {
  it('organ1Detail: an elected committee member with half of 60 votes is refused, naming the cell', () => {
    const results = organ1Detail.example.committeeResults as Record<string, unknown>[];
    const committeeResults = results.map((r, i) => (i === 6 ? { ...r, votes: 30 } : r));
    expect(rulesOf(organ1Detail, { committeeResults })).toEqual(['committeeResults[6].votes:moreThanShareOf']);
  });

  it('organ1Detail: a candidate not elected may have fewer votes', () => {
    const results = organ1Detail.example.committeeResults as Record<string, unknown>[];
    expect(
      rulesOf(organ1Detail, { committeeResults: results.map((r) => ({ ...r, votes: r.elected === K.yesNo.no ? 3 : r.votes })) }),
    ).toEqual([]);
  });

  it('organ1Detail: a funds review committee member likewise', () => {
    const finCommitteeResults = [{ name: '孙丽', votes: 30, elected: K.yesNo.yes }];
    expect(rulesOf(organ1Detail, { finCommitteeResults })).toEqual(['finCommitteeResults[0].votes:moreThanShareOf']);
  });

  it('organ1Detail: a chair needs more than half of the committee’s seats', () => {
    const officers = [{ name: '王芳', position: K.position.chair, votes: 3, duty: '主持全面工作' }];
    expect(rulesOf(organ1Detail, { officers })).toEqual(['officers[0].votes:moreThanShareOf']);
  });

  it('organ2: the by-elected chair with 3 of 7 votes is refused', () => {
    expect(rulesOf(organ2, { votes: [{ name: '王芳', votes: 3, elected: K.yesNo.yes }] })).toEqual(['votes[0].votes:moreThanShareOf']);
  });

  it('setup2: a founding committee member with 48 of 96 votes is refused', () => {
    const committee = (setup2.example.committee as Record<string, unknown>[]).map((r, i) => (i === 2 ? { ...r, votes: 48 } : r));
    expect(rulesOf(setup2, { committee })).toEqual(['committee[2].votes:moreThanShareOf']);
  });
});

describe('a contested election (差额): candidates at least 5 % more than the seats', () => {
  it('organ1Detail: seven candidates for seven committee seats are refused', () => {
    const committeeCandidates = (organ1Detail.example.committeeCandidates as unknown[]).slice(0, 7);
    expect(rulesOf(organ1Detail, { committeeCandidates })).toEqual(['committeeCandidates:atLeastShareOf']);
  });

  it('organ1Detail: two funds review candidates for two seats are refused', () => {
    const finCommitteeCandidates = (organ1Detail.example.finCommitteeCandidates as unknown[]).slice(0, 2);
    expect(rulesOf(organ1Detail, { finCommitteeCandidates })).toEqual(['finCommitteeCandidates:atLeastShareOf']);
  });
});
