import type { CommitteeKind } from '../tables/union-profile';
import { rowsOf, rowText, type Form } from './form-values';
import { addOfficers, currentOfficers, endOfficers, officersOf, type NewOfficer } from './officers';
import { changeProfile, writeHistory } from './profile-store';
import type { EffectContext } from './types';

const YES = new Set(['是', 'yes', 'y', '1', 'true']);

const elected = (form: Form, name: string) =>
  rowsOf(form, name).filter((r) => r.elected === true || YES.has(rowText(r, 'elected').toLowerCase()));

/**
 * The new committees a form elects: setup2 / organ5 `committee`, `finCommittee`, `femaleCommittee`;
 * organ1Detail's elected `committeeResults` and `finCommitteeResults`, with the posts of `officers`.
 */
export function electedCommittees(form: Form): NewOfficer[] {
  const committee = officersOf(rowsOf(form, 'committee'), 'committee');
  for (const o of officersOf([...elected(form, 'results'), ...elected(form, 'committeeResults')], 'committee')) {
    if (!committee.some((c) => c.name === o.name)) committee.push(o);
  }
  // The committee's first meeting gives the chair and vice-chairs their posts (organ1Detail step 5).
  for (const o of officersOf(rowsOf(form, 'officers'), 'committee')) {
    const known = committee.find((c) => c.name === o.name);
    if (known) known.position = o.position;
    else committee.push(o);
  }
  const finance = officersOf(rowsOf(form, 'finCommittee'), 'finance');
  for (const o of officersOf(elected(form, 'finCommitteeResults'), 'finance')) if (!finance.some((c) => c.name === o.name)) finance.push(o);
  return [...committee, ...finance, ...officersOf(rowsOf(form, 'femaleCommittee'), 'female')];
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

/**
 * Applies the committees of an approved form to `unionId`: a by-election (rows `vacancies`) ends
 * the members who left and adds the `candidates`; otherwise each committee the form names is
 * replaced whole. The members who left keep their rows with an end date; the chair shown on the
 * profile follows. Answers false when the form names no committee.
 */
export async function applyCommittees(ctx: EffectContext, unionId: string): Promise<boolean> {
  const src = { tenantId: ctx.tenantId, unionId, date: ctx.date, module: ctx.module, recordId: ctx.recordId };
  const before = await currentOfficers(ctx.db, ctx.tenantId, unionId);
  const vacancies = rowsOf(ctx.form, 'vacancies')
    .map((r) => rowText(r, 'name'))
    .filter(Boolean);
  if (vacancies.length) {
    const incoming = incomingOf(ctx.form);
    await endOfficers(ctx.db, src, ['committee'], [...vacancies, ...incoming.map((o) => o.name)]);
    await addOfficers(ctx.db, src, incoming);
  } else {
    const members = electedCommittees(ctx.form);
    if (members.length === 0) return false;
    const kinds = [...new Set(members.map((o) => o.committee))] as CommitteeKind[];
    await endOfficers(ctx.db, src, kinds);
    await addOfficers(ctx.db, src, members);
  }
  const after = await currentOfficers(ctx.db, ctx.tenantId, unionId);
  await writeHistory(ctx.db, ctx.tenantId, unionId, 'committee', { officers: before }, { officers: after }, source(ctx));
  const chair = after.find((o) => o.committee === 'committee' && o.is_chair);
  if (chair) await changeProfile(ctx.db, ctx.tenantId, unionId, { sections: { chair: { chairName: chair.name } } }, source(ctx));
  return true;
}

export { source as changeSourceOf };
