import type { Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import type { Database, Publicity } from '../../../db';
import { dictionaryItems, itemsIn } from '../../admin/dictionaries';
import { AppError, notFound, todayInShanghai } from '../../platform/core';

/** Where a publicity stands today: not started, running (objections taken), ended (awaiting the decision), decided. */
export function phaseOf(p: Pick<Publicity, 'status' | 'start_date' | 'end_date'>, today = todayInShanghai()) {
  if (p.status === 'decided') return 'decided' as const;
  if (today < p.start_date) return 'notStarted' as const;
  return today <= p.end_date ? ('running' as const) : ('ended' as const);
}

/** The publicity `id` of the tenant, its row locked for the caller's change when `lock`. */
export async function publicityById(db: Kysely<Database>, tenantId: string, id: string, lock = false) {
  let q = db.selectFrom('publicity').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** 409 unless the publicity is still undecided. */
export function undecided(p: Publicity) {
  if (p.status === 'decided')
    throw new AppError(409, 'publicityDecided', { decisionNo: p.decision_no ?? '' }, { reason: 'publicityDecided' });
}

/** A dictionary's labels in `lang`, read once per call. */
export async function labelsOf(db: Kysely<Database>, tenantId: string, lang: Lang, codes: readonly string[]) {
  const maps = new Map(
    await Promise.all(
      codes.map(
        async (code) =>
          [code, new Map(itemsIn(lang, await dictionaryItems(db, tenantId, code)).map((i) => [i.dictKey, i.dictValue]))] as const,
      ),
    ),
  );
  return (dict: string, key: string) => maps.get(dict)?.get(key) ?? key;
}

/** The keys of a dictionary (400 naming `field` for any other value). */
export async function dictKeysOf(db: Kysely<Database>, tenantId: string, code: string) {
  return new Set((await dictionaryItems(db, tenantId, code)).map((i) => i.dictKey));
}
