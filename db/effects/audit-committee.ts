import { dictKeys } from '../../catalogue';
import { changeSourceOf } from './committees';
import { rangeOf } from './election-term';
import { dateOf, rowsOf, rowText } from './form-values';
import type { SectionValues } from './history-keys';
import { addOfficers, currentOfficers, endOfficers, officersOf, type OfficerSource } from './officers';
import { changeProfile, writeHistory } from './profile-store';
import type { Effect } from './types';

/**
 * auditCommitteeRegistered (finance8 approved): the union's funds review committee (经费审查委员会)
 * is the registered one from the first day of its term: the former members end that day (their rows
 * kept as history), the registered ones join with their posts, and the profile's `auditCommittee`
 * section holds its chair and term, which the finance forms prefill (`auditChairName`,
 * `auditCommitteeRegistered`).
 */
export const auditCommitteeRegistered: Effect = async (ctx) => {
  const term = rangeOf(ctx.form, 'term');
  const src: OfficerSource = {
    tenantId: ctx.tenantId,
    unionId: ctx.union.id,
    date: term?.start ?? dateOf(ctx.form, ['electionDate']) ?? ctx.date,
    module: ctx.module,
    recordId: ctx.recordId,
  };
  const members = officersOf(rowsOf(ctx.form, 'members'), 'finance');
  const before = await currentOfficers(ctx.db, ctx.tenantId, ctx.union.id);
  await endOfficers(ctx.db, src, ['finance']);
  await addOfficers(ctx.db, src, members);
  const after = await currentOfficers(ctx.db, ctx.tenantId, ctx.union.id);
  await writeHistory(ctx.db, ctx.tenantId, ctx.union.id, 'committee', { officers: before }, { officers: after }, changeSourceOf(ctx));
  const chair = rowsOf(ctx.form, 'members').find((r) => rowText(r, 'position') === dictKeys.finPosition.head);
  const section: SectionValues<'auditCommittee'> = {
    chairName: chair ? rowText(chair, 'name') : null,
    termStart: term?.start ?? null,
    termEnd: term?.end ?? null,
    memberCount: members.length,
    electionDate: dateOf(ctx.form, ['electionDate']),
  };
  await changeProfile(ctx.db, ctx.tenantId, ctx.union.id, { sections: { auditCommittee: section } }, changeSourceOf(ctx));
  return { unionId: ctx.union.id, done: 'auditCommitteeRegistered' };
};
