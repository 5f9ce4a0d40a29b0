import type { Kysely } from 'kysely';
import { approvalRuns, dictKeys, modules } from '../../../catalogue';
import type { Database } from '../../../db';
import { AppError, InvalidInputError, message } from '../../platform/core';
import type { HeldSubmission } from '../../records/engine';
import { unionPrefill } from '../union-profile';

type Db = Kysely<Database>;

/** The modules whose approval establishes a union in the tree (`createUnion`): set-up (setup2) and registration of one set up elsewhere (organ5). */
const ESTABLISHING = Object.values(modules)
  .filter((m) => approvalRuns(m.effects, 'createUnion') || Object.values(m.effects?.onStepApproved ?? {}).includes('createUnion'))
  .map((m) => m.key);

/**
 * The legal-person registration (setup3) waits for the union's approved set-up application
 * (setup2; organ5's registration for a union set up outside the portal): the 成立批复 it names. The
 * approval leaves its mark in the union's history (createUnion writes it, whether it established the
 * applicant's own union or created a new one).
 */
export async function establishedFirst(db: Db, s: HeldSubmission): Promise<void> {
  const mark = await db
    .selectFrom('union_profile_history')
    .select('id')
    .where('tenant_id', '=', s.viewer.tenantId)
    .where('union_id', '=', s.viewer.unionId)
    .where('source_module', 'in', ESTABLISHING)
    .executeTakeFirst();
  if (mark) return;
  const setUp = modules.setup2?.title[s.lang] ?? 'setup2';
  throw new AppError(409, 'setupFirst', { module: setUp }, { module: 'setup2' });
}

/** The code a certificate gives (setup3 `certUscc`) is no other union's: a union's code is its own (400 naming the field). */
export async function codeNotTaken(db: Db, s: HeldSubmission): Promise<void> {
  const code = typeof s.form.certUscc === 'string' ? s.form.certUscc.trim().toUpperCase() : '';
  if (!code) return;
  const other = await db
    .selectFrom('union_org')
    .select('id')
    .where('tenant_id', '=', s.viewer.tenantId)
    .where('credit_code', '=', code)
    .where('id', '!=', s.viewer.unionId)
    .executeTakeFirst();
  if (other) throw new InvalidInputError([{ field: 'certUscc', rule: 'unique', message: message('creditCodeTaken', s.lang) }]);
}

/**
 * A change of the legal representative (organ4, change item 法定代表人) names the union's present
 * chair: the representative of a union is its chair (《基层工会法人登记管理办法》), who changes only by
 * election (organ1Detail, organ2). 400 naming `legalRepName`.
 */
export async function legalRepIsChair(db: Db, s: HeldSubmission): Promise<void> {
  const items = Array.isArray(s.form.changeItems) ? s.form.changeItems.map(String) : [];
  if (!items.includes(dictKeys.certChangeItem.legalRep)) return;
  const { chairName } = await unionPrefill(db, s.viewer.tenantId, s.viewer.unionId, ['chairName']);
  const named = typeof s.form.legalRepName === 'string' ? s.form.legalRepName.trim() : '';
  if (typeof chairName === 'string' && named === chairName) return;
  const error =
    typeof chairName === 'string'
      ? { rule: 'currentChair', message: message('legalRepNotChair', s.lang, { chair: chairName }) }
      : { rule: 'currentChair', message: message('legalRepNoChair', s.lang) };
  throw new InvalidInputError([{ field: 'legalRepName', ...error }]);
}
