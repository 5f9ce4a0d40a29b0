import { sql } from 'kysely';
import { changeSourceOf } from './committees';
import { writeHistory } from './profile-store';
import type { EffectContext } from './types';

/** A union's own legal-person code: 8 (registered by a union), 1 (a grassroots union), GB 32100 table 1. */
export const UNION_CODE = /^81[0-9A-HJ-NPQRTUWXY]{16}$/;

/**
 * Writes the union's own legal-person code in its one place (`union_org.credit_code`), with a
 * history row. A code that is no union's (not 81…) or that another union of the tenant holds is
 * left alone: the forms' checks refuse both at submit, and an effect never throws on business
 * grounds. Answers whether the code now stands.
 */
export async function setUnionCode(ctx: EffectContext, unionId: string, code: string | null): Promise<boolean> {
  const upper = code?.trim().toUpperCase() ?? '';
  if (!UNION_CODE.test(upper)) return false;
  const before = await ctx.db
    .selectFrom('union_org')
    .select('credit_code')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', unionId)
    .executeTakeFirst();
  if (!before) return false;
  if (before.credit_code === upper) return true;
  const changed = await ctx.db
    .updateTable('union_org')
    .set({ credit_code: upper })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', unionId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('union_org as other')
            .select(sql`1`.as('one'))
            .where('other.tenant_id', '=', ctx.tenantId)
            .where('other.credit_code', '=', upper)
            .where('other.id', '!=', unionId),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  await writeHistory(ctx.db, ctx.tenantId, unionId, 'code', { creditCode: before.credit_code }, { creditCode: upper }, changeSourceOf(ctx));
  return true;
}
