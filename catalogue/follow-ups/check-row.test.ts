import { describe, expect, it } from 'vitest';
import { followRowProblem, followState } from './check-row';
import type { FollowRow, FollowUpsDef } from './types';

/** A hardship file's rows: help given, a yearly review due a year after filing or the last review, exit closes. */
const HARDSHIP: FollowUpsDef = {
  dict: 'hardship_followup',
  kinds: {
    help: { label: { zh: '帮扶发放', en: 'Help given' }, writers: ['reviewer'], needs: ['amount'] },
    review: { label: { zh: '年度复核', en: 'Yearly review' }, writers: ['reviewer'], dueAfter: { days: 365, from: 'kind:review' } },
    visit: { label: { zh: '走访慰问', en: 'Visit' }, writers: ['applicant'], dueAfter: { days: 30, from: 'kind:help' } },
    exit: { label: { zh: '脱困退档', en: 'Left hardship' }, writers: ['reviewer'] },
  },
  closing: ['exit'],
  rules: [{ rule: 'firstIs', kinds: ['help', 'review'] }],
};

const row = (id: string, kind: string, date: string, amount?: number): FollowRow => ({ id, kind, date, amount: amount ?? null });

describe('the next row due', () => {
  it('is a kind due after its own last row a year after the approval until the first such row', () => {
    expect(followState(HARDSHIP, [], '2026-01-10').nextDue).toEqual({ kind: 'review', day: '2027-01-10' });
  });

  it('recurs a year after the last review', () => {
    expect(followState(HARDSHIP, [row('1', 'review', '2026-12-20')], '2026-01-10').nextDue).toEqual({ kind: 'review', day: '2027-12-20' });
  });

  it('is a visit 30 days after help given, answered by a visit on or after it', () => {
    const helped = [row('1', 'help', '2026-02-01', 50000)];
    expect(followState(HARDSHIP, helped, '2026-01-10').nextDue).toEqual({ kind: 'visit', day: '2026-03-03' });
    expect(followState(HARDSHIP, [...helped, row('2', 'visit', '2026-02-15')], '2026-01-10').nextDue).toEqual({
      kind: 'review',
      day: '2027-01-10',
    });
  });

  it('is none once a closing row closed the case', () => {
    expect(followState(HARDSHIP, [row('1', 'help', '2026-02-01', 1), row('2', 'exit', '2026-03-01')], '2026-01-10')).toEqual({
      caseState: 'closed',
      nextDue: null,
    });
  });
});

describe('a closed case', () => {
  const WITH_CORRECTION: FollowUpsDef = {
    ...HARDSHIP,
    kinds: { ...HARDSHIP.kinds, correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer'] } },
    correction: 'correction',
  };
  const closed = [row('1', 'help', '2026-02-01', 100), row('2', 'exit', '2026-03-01')];
  const correcting = (corrects: string): FollowRow => ({ ...row('3', 'correction', '2026-03-05'), corrects });

  it('takes a correction voiding the row that closed it, and the case is open again', () => {
    expect(followRowProblem(WITH_CORRECTION, correcting('2'), closed, ['reviewer'], {})).toBeNull();
    expect(followState(WITH_CORRECTION, [...closed, correcting('2')], '2026-01-10').caseState).toBe('open');
  });

  it('refuses a correction of another row, as any other row', () => {
    expect(followRowProblem(WITH_CORRECTION, correcting('1'), closed, ['reviewer'], {})).toMatchObject({
      status: 409,
      reason: 'caseClosed',
    });
  });
});

describe('a new row', () => {
  it('must open the case with one of the kinds the module names first', () => {
    expect(followRowProblem(HARDSHIP, row('1', 'exit', '2026-02-01'), [], ['reviewer'], {})).toMatchObject({
      status: 400,
      field: 'kind',
      rule: 'firstIs',
    });
    expect(followRowProblem(HARDSHIP, row('1', 'help', '2026-02-01', 100), [], ['reviewer'], {})).toBeNull();
  });

  it('is refused a kind the dictionary lacks', () => {
    expect(followRowProblem(HARDSHIP, row('1', 'paid', '2026-02-01'), [], ['reviewer'], {})).toMatchObject({
      status: 409,
      reason: 'followKindUnknown',
    });
  });
});

/** An enrolment's rows: a withdrawal names one of the record's member rows by its ID number. */
const COVER: FollowUpsDef = {
  dict: 'mutual_aid_followup',
  kinds: { withdrawn: { label: { zh: '减员', en: 'Member withdrawn' }, writers: ['applicant'], needs: ['member'] } },
  closing: [],
  members: { field: 'members', column: 'idCard' },
};
const ENROLMENT = { members: [{ name: '刘建国', idCard: '11010819850312231X' }] };
const withdrawn = (member?: string): FollowRow => ({ id: '1', kind: 'withdrawn', date: '2026-06-30', member: member ?? null });

describe('a row naming a member', () => {
  it('is refused without the member its kind needs, naming the field', () => {
    expect(followRowProblem(COVER, withdrawn(), [], ['applicant'], ENROLMENT)).toMatchObject({
      status: 400,
      field: 'member',
      rule: 'required',
    });
  });

  it('is refused a member not on the record’s rows, naming the field', () => {
    expect(followRowProblem(COVER, withdrawn('110108199007080422'), [], ['applicant'], ENROLMENT)).toMatchObject({
      status: 400,
      field: 'member',
      rule: 'memberOnRecord',
    });
  });

  it('takes a member row’s ID number, as typed with spaces or a lower-case check letter', () => {
    expect(followRowProblem(COVER, withdrawn(' 11010819850312231x '), [], ['applicant'], ENROLMENT)).toBeNull();
  });
});
