import type { Kysely } from 'kysely';
import type { PrefillKey, PrefillValues } from '../../../catalogue';
import { currentOfficers, findProfile, type Database } from '../../../db';
import { todayInShanghai } from '../../platform/core';
import { chairOf, employerOf } from './union-facts';

/**
 * The union's own data as forms prefill it (`FieldDef.prefill`), for the keys asked: null where the
 * union has none (a union with no profile row has no counts, a union without an approved legal-person
 * registration has no 81… code: `union_org.credit_code`, the one place of the union's code). One source for the console's forms and the server's check of
 * read-only fields, so both show and store the same value.
 */
export async function unionPrefill(
  db: Kysely<Database>,
  tenantId: string,
  unionId: string,
  keys: readonly PrefillKey[],
): Promise<PrefillValues> {
  if (keys.length === 0) return {};
  const wants = new Set(keys);
  const union = await db
    .selectFrom('union_org')
    .select(['name', 'parent_id', 'credit_code', 'employer_code'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unionId)
    .executeTakeFirst();
  if (!union) return Object.fromEntries(keys.map((k) => [k, null]));
  const profile = await findProfile(db, tenantId, unionId);
  const sections = profile?.sections ?? {};
  // A count the union never gave reads as missing, not as zero members.
  const members = profile && profile.member_count > 0 ? profile.member_count : null;
  const employer = employerOf(sections, ['unitName', 'unitUscc', 'staffCount'], union.employer_code);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
  const values: PrefillValues = {
    unionName: union.name,
    uscc: union.credit_code,
    parentUnion: union.parent_id === null ? null : String(union.parent_id),
    memberCount: members,
    femaleMembers: members === null ? null : (profile?.female_members ?? null),
    staffCount: count(employer.staffCount),
    certNo: text(sections.certificate?.certNo),
    unitName: text(employer.unitName),
    unitUscc: text(employer.unitUscc),
    // The approved funds registration (setup4, `registerFunds`).
    fundsBankName: text(sections.funds?.bankName),
    fundsAccountNo: text(sections.funds?.accountNo),
    fundsDueMonthly: count(sections.funds?.dueMonthly),
    // The registered funds review committee (finance8, `auditCommitteeRegistered`): its chair, and
    // yes_no's 1 while its term runs, 0 otherwise.
    auditChairName: text(sections.auditCommittee?.chairName),
    auditCommitteeRegistered: committeeInOffice(sections.auditCommittee, todayInShanghai()) ? '1' : '0',
  };
  if (wants.has('chairName')) values.chairName = chairOf(sections, await currentOfficers(db, tenantId, unionId));
  if (wants.has('setup1Id')) values.setup1Id = await approvedSetupRequest(db, tenantId, unionId);
  return Object.fromEntries(keys.map((k) => [k, values[k] ?? null]));
}

/** True when the registered review committee's term includes `today` (yyyy-MM-dd). */
export function committeeInOffice(section: Record<string, unknown> | undefined, today: string): boolean {
  const start = section?.termStart;
  const end = section?.termEnd;
  return typeof start === 'string' && typeof end === 'string' && start <= today && today <= end;
}

/** The union's latest approved set-up request (setup1), which its set-up application (setup2) names. */
async function approvedSetupRequest(db: Kysely<Database>, tenantId: string, unionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', unionId)
    .where('module', '=', 'setup1')
    .where('state', '=', 'approved')
    .orderBy('end_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? String(row.id) : null;
}
