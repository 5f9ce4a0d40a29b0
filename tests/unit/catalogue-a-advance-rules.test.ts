// The form rules of the advanced persons' and collectives' nominations (docs/forms/group-a-advance.md,
// "Rules of the selection", the rows checked "form"): one case per row, refused naming the field, and
// the example that passes. The rows checked at the server (window, places, duplicates) are the round's.
import { describe, expect, it } from 'vitest';
import { modules, validateForm, type ModuleEntry } from '../../catalogue';
import { seededSubmit } from './catalogue-b-support';

const submit = seededSubmit();
const ADVANCE = ['advanceSelection1', 'advanceSelection2', 'advanceSelection3'] as const;
const entry = (key: string): ModuleEntry => modules[key]!;
const rulesOf = (key: string, change: Record<string, unknown>) =>
  validateForm(entry(key), { ...entry(key).example, ...change }, submit).errors.map((e) => `${e.field}:${e.rule}`);
const plain = (n: number) => `<p>${'事'.repeat(n)}</p>`;

describe('the advanced nominations’ examples', () => {
  it.each(ADVANCE)('%s: the example passes submit validation against the seeded lists', (key) => {
    expect(validateForm(entry(key), entry(key).example, submit).errors).toEqual([]);
  });

  it.each(ADVANCE)('%s is filed in a round of its own kind, reviewed by the launion then the federation', (key) => {
    expect(entry(key).round?.kind).toMatch(/^advance_/);
    expect(entry(key).flowModel.stages.map((s) => s.key)).toEqual(['launion', 'federation']);
  });
});

describe('the rules every nomination shares', () => {
  it.each(ADVANCE)('%s: deeds shorter than 300 characters or longer than 2000 are refused (adv-deeds)', (key) => {
    expect(rulesOf(key, { deeds: '事'.repeat(290) })).toEqual(['deeds:minLength']);
    expect(rulesOf(key, { deeds: plain(300) })).toEqual([]);
    expect(rulesOf(key, { deeds: plain(2001) })).toEqual(['deeds:maxLength']);
  });

  it.each(ADVANCE)('%s: a brief beyond the sheet’s 300 characters is refused (adv-deeds)', (key) => {
    expect(rulesOf(key, { brief: '事'.repeat(301) })).toEqual(['brief:maxLength']);
  });

  it.each(ADVANCE)(
    '%s: the democratic recommendation and the notice’s result are required slots (adv-democratic, adv-notice-no-object)',
    (key) => {
      const files = { ...(entry(key).example.files as Record<string, string[]>) };
      delete files.vote;
      delete files.notice;
      expect(rulesOf(key, { files })).toEqual(['files.vote:required', 'files.notice:required']);
    },
  );

  it.each(ADVANCE)('%s: an honour of a year still to come, or a level not in honour_level, is refused naming the cell', (key) => {
    const [honour] = entry(key).example.honours as Record<string, unknown>[];
    expect(rulesOf(key, { honours: [{ ...honour, year: 2099 }] })).toEqual(['honours[0].year:notAfterThisYear']);
    expect(rulesOf(key, { honours: [{ ...honour, level: '7' }] })).toEqual(['honours[0].level:dict']);
  });

  it.each(ADVANCE)('%s: a notice in the unit that has not ended yet is refused (adv-unit-notice)', (key) => {
    expect(rulesOf(key, { unitNotice: { start: '2026-11-09', end: '2099-11-13' } })).toEqual(['unitNotice:notInFuture']);
  });
});

describe('advanced individual (advanceSelection1)', () => {
  it('a sex or birth date other than the ID number states is refused (adv-id-agrees)', () => {
    expect(rulesOf('advanceSelection1', { sex: '1' })).toEqual(['sex:agreesWithIdCard']);
    expect(rulesOf('advanceSelection1', { birthDate: '1986-04-13' })).toEqual(['birthDate:agreesWithIdCard']);
  });

  it('a nominee under a sanction in force is refused (adv-no-discipline)', () => {
    expect(rulesOf('advanceSelection1', { noDiscipline: '0' })).toEqual(['noDiscipline:pattern']);
  });

  it('a head of the unit needs the departments’ opinions (adv-leader-opinions)', () => {
    expect(rulesOf('advanceSelection1', { personType: '4' })).toEqual(['files.opinions:requiredWhen']);
    const files = { ...(entry('advanceSelection1').example.files as Record<string, string[]>), opinions: ['900105'] };
    expect(rulesOf('advanceSelection1', { personType: '4', files })).toEqual([]);
  });

  it('the photo is required (the printed form’s photo cell)', () => {
    const { photo: _photo, ...files } = entry('advanceSelection1').example.files as Record<string, string[]>;
    expect(rulesOf('advanceSelection1', { files })).toEqual(['files.photo:required']);
  });
});

describe('advanced collective, legal entity (advanceSelection2)', () => {
  it.each(['feePaidInFull', 'collectiveContract', 'noMajorIncident'])('%s answered 否 is refused (adv-unit-compliant)', (name) => {
    expect(rulesOf('advanceSelection2', { [name]: '0' })).toEqual([`${name}:pattern`]);
  });

  it('more members or front-line staff than staff is refused (adv-counts)', () => {
    expect(rulesOf('advanceSelection2', { memberCount: 121 })).toEqual(['memberCount:notAbove']);
    expect(rulesOf('advanceSelection2', { frontlineCount: 121 })).toEqual(['frontlineCount:notAbove']);
  });

  it('the business licence is a required slot', () => {
    const { licence: _licence, ...files } = entry('advanceSelection2').example.files as Record<string, string[]>;
    expect(rulesOf('advanceSelection2', { files })).toEqual(['files.licence:required']);
  });
});

describe('advanced collective, team (advanceSelection3)', () => {
  const example = entry('advanceSelection3').example;
  const members = example.members as Record<string, unknown>[];

  it('a team of fewer than three is refused (adv-team-size)', () => {
    expect(rulesOf('advanceSelection3', { headcount: 2, members: members.slice(0, 2) })).toEqual(
      expect.arrayContaining(['headcount:min', 'members:minItems']),
    );
  });

  it('the member rows are the whole team: as many as the headcount (adv-team-size)', () => {
    expect(rulesOf('advanceSelection3', { headcount: 4, memberCount: 3 })).toEqual(['members:rowsNotAbove']);
  });

  it('exactly one member row is the leader, and the leader named is that row (adv-team-size)', () => {
    const twoLeaders = members.map((m) => ({ ...m, leader: '1' }));
    expect(rulesOf('advanceSelection3', { members: twoLeaders })).toEqual(['members:rowsWith']);
    expect(rulesOf('advanceSelection3', { teamLeader: '孙静' })).toEqual(['teamLeader:among']);
  });

  it('a member born less than sixteen years ago is refused naming the cell', () => {
    const young = [{ ...members[0], birthYear: new Date().getFullYear() - 10 }, ...members.slice(1)];
    expect(rulesOf('advanceSelection3', { members: young })).toEqual(['members[0].birthYear:notAfterThisYear']);
  });

  it('more women or front-line staff than the headcount is refused (adv-counts)', () => {
    expect(rulesOf('advanceSelection3', { femaleCount: 4 })).toEqual(['femaleCount:notAbove']);
  });
});
