import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';

/** The digest a confirmation keeps of the number texted: matched, not shown. */
export function phoneHash(phone: string): string {
  return createHash('sha256').update(phone).digest('hex');
}

/** Whom a confirmation is for: the record and its nominee (ID number, mobile) as the code was sent. */
export interface ConsentNominee {
  tenantId: string;
  recordId: string;
  idCard: string;
  phone: string;
}

/** What the console shows of a confirmation: the number masked and when. */
export interface ConsentConfirmed {
  phone: string;
  confirmedAt: Date;
}

/** Stores the nominee's confirmation once (a second confirmation of the same nominee keeps the first). */
export async function storeConsent(
  db: Kysely<Database>,
  who: ConsentNominee & { phoneMasked: string; confirmedBy: string },
): Promise<void> {
  await db
    .insertInto('nominee_consent')
    .values({
      id: newId(),
      tenant_id: who.tenantId,
      record_id: who.recordId,
      id_card: who.idCard,
      phone_masked: who.phoneMasked,
      phone_hash: phoneHash(who.phone),
      confirmed_by: who.confirmedBy,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'record_id', 'id_card', 'phone_hash']).doNothing())
    .execute();
}

/** The record's confirmation for this nominee (ID number and mobile as the form has them now), if any. */
export async function findConsent(db: Kysely<Database>, who: ConsentNominee): Promise<ConsentConfirmed | undefined> {
  const row = await db
    .selectFrom('nominee_consent')
    .select(['phone_masked', 'confirmed_at'])
    .where('tenant_id', '=', who.tenantId)
    .where('record_id', '=', who.recordId)
    .where('id_card', '=', who.idCard)
    .where('phone_hash', '=', phoneHash(who.phone))
    .orderBy('confirmed_at')
    .executeTakeFirst();
  return row ? { phone: row.phone_masked, confirmedAt: row.confirmed_at } : undefined;
}

/**
 * The records of `recordIds` whose nominee, as their stored form stands (`byCode`'s ID number and
 * mobile), confirmed by code: the earliest confirmation of each.
 */
export async function confirmedConsents(
  db: Kysely<Database>,
  tenantId: string,
  recordIds: readonly string[],
  byCode: { idCard: string; mobile: string },
): Promise<Map<string, ConsentConfirmed>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('nominee_consent as c')
    .innerJoin('record as r', (j) => j.onRef('r.id', '=', 'c.record_id').onRef('r.tenant_id', '=', 'c.tenant_id'))
    .select(['c.record_id', 'c.phone_masked', 'c.confirmed_at'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.record_id', 'in', [...recordIds])
    .where(sql<boolean>`c.id_card = r.form ->> ${byCode.idCard}`)
    .where(sql<boolean>`c.phone_hash = encode(sha256(convert_to(r.form ->> ${byCode.mobile}, 'UTF8')), 'hex')`)
    .orderBy('c.confirmed_at')
    .execute();
  const found = new Map<string, ConsentConfirmed>();
  for (const row of rows) {
    const id = String(row.record_id);
    if (!found.has(id)) found.set(id, { phone: row.phone_masked, confirmedAt: row.confirmed_at });
  }
  return found;
}
