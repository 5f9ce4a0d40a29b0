import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { ALL_TENANTS, withTenant } from '../tenancy/tenant-scope';

/** Days a closed `mobiles` campaign keeps its numbers (docs/forms/group-c-survey.md, "Personal data": our figure). */
export const KEEP_NUMBERS_DAYS = 30;

/**
 * Erases the mobile numbers of every `mobiles` campaign closed more than `days` days ago (closed by
 * its sender, or past its deadline), in every tenant: `phone` set to null, the hash and the masked
 * label kept for the counts, and the campaign marked erased. Idempotent: a second run finds nothing.
 * 《个人信息保护法》第十九条: kept for the shortest time the purpose needs.
 */
export async function eraseCampaignNumbers(db: Kysely<Database>, now = new Date(), days = KEEP_NUMBERS_DAYS) {
  const before = new Date(now.getTime() - days * 24 * 3600_000);
  // The Beijing day `days` days ago: a deadline before it closed the campaign long enough ago.
  const beforeDay = new Date(before.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return withTenant(ALL_TENANTS, () =>
    db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('questionnaire_campaign')
        .select('id')
        .where('audience', '=', 'mobiles')
        .where('numbers_erased_at', 'is', null)
        .where((eb) =>
          eb.or([eb.and([eb('state', '=', 'closed'), eb('closed_at', '<', before)]), sql<boolean>`deadline < ${beforeDay}::date`]),
        )
        .forUpdate()
        .skipLocked()
        .execute();
      const ids = due.map((c) => c.id);
      if (ids.length === 0) return { campaigns: 0, numbers: 0 };
      const erased = await trx
        .updateTable('questionnaire_invitation')
        .set({ phone: null })
        .where('campaign_id', 'in', ids)
        .where('phone', 'is not', null)
        .executeTakeFirst();
      await trx.updateTable('questionnaire_campaign').set({ numbers_erased_at: now }).where('id', 'in', ids).execute();
      return { campaigns: ids.length, numbers: Number(erased.numUpdatedRows) };
    }),
  );
}
