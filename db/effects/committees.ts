import { dictKeys } from '../../catalogue';
import type { CommitteeKind } from '../tables/union-profile';
import { electedTerm } from './election-term';
import { dateOf, rowsOf, rowText, type Form, type Row } from './form-values';
import { addOfficers, currentOfficers, endOfficers, officersOf, type NewOfficer, type OfficerSource } from './officers';
import type { SectionValues } from './history-keys';
import { changeProfile, findProfile, writeHistory } from './profile-store';
import type { EffectContext } from './types';

const YES = new Set(['是', 'yes', 'y', '1', 'true']);
const P = dictKeys.position;
const FIN = dictKeys.finPosition;
const FEMALE = dictKeys.femalePosition;

/** The posts the committee's first meeting gives (主席, 常务副主席, 副主席); a shortlist's intended post does not. */
const OFFICER_POSTS = new Set<string>([P.chair, P.executiveViceChair, P.viceChair]);

const elected = (form: Form, name: string) =>
  rowsOf(form, name).filter((r) => r.elected === true || YES.has(rowText(r, 'elected').toLowerCase()));

/** The rows of a shortlist by name. */
const byName = (rows: Row[]) => new Map(rows.map((r) => [rowText(r, 'name'), r]));

/**
 * The elected of a results table as officers: what the shortlist told of each (sex, birth date, ...)
 * and the result (votes), with the post `postOf` gives from the shortlist's row.
 */
function electedFrom(form: Form, results: string, shortlist: string, committee: CommitteeKind, postOf: (intended: string) => string) {
  const listed = byName(rowsOf(form, shortlist));
  return elected(form, results).map((row): NewOfficer => {
    const name = rowText(row, 'name');
    const candidate = listed.get(name) ?? {};
    const { name: _n, position: intended, ...known } = candidate;
    const { name: _r, ...result } = row;
    return { committee, name, position: postOf(typeof intended === 'string' ? intended : ''), details: { ...known, ...result } };
  });
}

/** A committee's head is the one its form names (经审会主任, 女职委主任); anyone else is not head, whatever the shortlist said. */
const headed = (head: string, headPost: string, memberPost: string) => (officer: NewOfficer) => {
  if (officer.name === head) return { ...officer, position: headPost };
  return officer.position === headPost || officer.position === '' ? { ...officer, position: memberPost } : officer;
};

/**
 * The new committees a form elects, each member with the post they hold:
 * setup2 / organ5 name the committees as elected (`committee`, `finCommittee`, `femaleCommittee`),
 * each row with its post. organ1Detail elects from its shortlist (`committeeResults`,
 * `finCommitteeResults` marked elected); the chair and vice-chairs get their posts from the first
 * meeting (`officers`), the other members are 委员 (or the division of work the shortlist named);
 * the funds review committee's head is `finChair`; the women's committee is its members
 * (`femaleCommitteeCandidates`) with `femaleChair` as head.
 */
export function electedCommittees(form: Form): NewOfficer[] {
  const committee = officersOf(rowsOf(form, 'committee'), 'committee');
  const posts = byName(rowsOf(form, 'officers'));
  const member = (intended: string) => (intended && !OFFICER_POSTS.has(intended) ? intended : P.member);
  for (const o of electedFrom(form, 'committeeResults', 'committeeCandidates', 'committee', member)) {
    if (!committee.some((c) => c.name === o.name)) committee.push(o);
  }
  // The committee's first meeting gives the chair and vice-chairs their posts (organ1Detail step 5).
  for (const o of officersOf([...posts.values()], 'committee')) {
    const known = committee.find((c) => c.name === o.name);
    if (known) known.position = o.position;
    else committee.push(o);
  }
  const finance = officersOf(rowsOf(form, 'finCommittee'), 'finance');
  const finHead = headed(rowText(form, 'finChair'), FIN.head, FIN.member);
  for (const o of electedFrom(form, 'finCommitteeResults', 'finCommitteeCandidates', 'finance', (p) => p)) {
    if (!finance.some((c) => c.name === o.name)) finance.push(finHead(o));
  }
  const femaleHead = headed(rowText(form, 'femaleChair'), FEMALE.head, FEMALE.member);
  const female = [
    ...officersOf(rowsOf(form, 'femaleCommittee'), 'female'),
    ...officersOf(rowsOf(form, 'femaleCommitteeCandidates'), 'female').map(femaleHead),
  ];
  return [...committee, ...finance, ...female];
}

/** organ2's incoming members: the candidates, only those the `votes` rows say were elected when it has them. */
function incomingOf(form: Form): NewOfficer[] {
  const candidates = officersOf(rowsOf(form, 'candidates'), 'committee');
  if (rowsOf(form, 'votes').length === 0) return candidates;
  const won = new Set(elected(form, 'votes').map((r) => rowText(r, 'name')));
  return candidates.filter((c) => won.has(c.name));
}

const source = (ctx: EffectContext) => ({
  actorId: ctx.actor.id,
  actorName: ctx.actor.name,
  module: ctx.module,
  recordId: ctx.recordId,
  at: ctx.at,
});

/** The number of the term in office (第N届), as the last election recorded it on the profile. */
async function termInOffice(ctx: EffectContext, unionId: string): Promise<number | null> {
  const term = (await findProfile(ctx.db, ctx.tenantId, unionId))?.sections.term;
  return typeof term?.termNo === 'number' ? term.termNo : null;
}

/**
 * A by-election (organ2): each member who left ends on their leaving date (the election's when the
 * row has none); those elected join the term in office from the election's date, a sitting member
 * given a new post ending their old entry that day.
 */
async function applyByElection(ctx: EffectContext, src: OfficerSource, vacancies: Row[]): Promise<void> {
  const on = dateOf(ctx.form, ['electionDate']) ?? ctx.date;
  for (const row of vacancies) {
    const left = /^\d{4}-\d{2}-\d{2}$/.test(rowText(row, 'leaveDate')) ? rowText(row, 'leaveDate') : on;
    await endOfficers(ctx.db, { ...src, date: left }, ['committee'], [rowText(row, 'name')]);
  }
  const incoming = incomingOf(ctx.form);
  const joining = { ...src, date: on, termNo: await termInOffice(ctx, src.unionId) };
  await endOfficers(
    ctx.db,
    joining,
    ['committee'],
    incoming.map((o) => o.name),
  );
  await addOfficers(ctx.db, joining, incoming);
}

/**
 * Applies the committees of an approved form to `unionId`: a by-election (rows `vacancies`) ends
 * the members who left and adds the `candidates` elected; otherwise each committee the form names
 * is replaced whole from the first day of the term it elects (not the approval's), each member with
 * their post and the term's number, and the profile's `term` section says which term (第N届) runs
 * from when to when. The members who left keep their rows with an end date; the chair shown on the
 * profile follows. Answers false when the form names no committee.
 */
export async function applyCommittees(ctx: EffectContext, unionId: string): Promise<boolean> {
  const term = electedTerm(ctx.form);
  const src: OfficerSource = {
    tenantId: ctx.tenantId,
    unionId,
    date: term?.start ?? ctx.date,
    module: ctx.module,
    recordId: ctx.recordId,
    termNo: term?.termNo ?? null,
  };
  const before = await currentOfficers(ctx.db, ctx.tenantId, unionId);
  const vacancies = rowsOf(ctx.form, 'vacancies').filter((r) => rowText(r, 'name'));
  if (vacancies.length) {
    await applyByElection(ctx, src, vacancies);
  } else {
    const members = electedCommittees(ctx.form);
    if (members.length === 0) return false;
    const kinds = [...new Set(members.map((o) => o.committee))] as CommitteeKind[];
    await endOfficers(ctx.db, src, kinds);
    await addOfficers(ctx.db, src, members);
    if (term) {
      const section = { termNo: term.termNo, termStart: term.start, termEnd: term.end } satisfies SectionValues<'term'>;
      await changeProfile(ctx.db, ctx.tenantId, unionId, { sections: { term: section } }, source(ctx));
    }
  }
  const after = await currentOfficers(ctx.db, ctx.tenantId, unionId);
  await writeHistory(ctx.db, ctx.tenantId, unionId, 'committee', { officers: before }, { officers: after }, source(ctx));
  const chair = after.find((o) => o.committee === 'committee' && o.is_chair);
  if (chair)
    await changeProfile(
      ctx.db,
      ctx.tenantId,
      unionId,
      { sections: { chair: { chairName: chair.name } satisfies SectionValues<'chair'> } },
      source(ctx),
    );
  return true;
}

export { source as changeSourceOf };
