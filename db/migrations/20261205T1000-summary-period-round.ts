import { sql, type Kysely } from 'kysely';

/**
 * One summary per union, round and kind (issue 22): a roll-up summary's period (`period.scope:
 * 'round'`) is keyed `<kind>@<roundId>` from now on, so the summaries already sent keep their hold
 * in the new form: the round of the first record each gathers, else the kind's present round (open,
 * else the newest), as services/records/shapes/period/period-round.ts reads it; a kind with no round
 * keeps its plain key, as the shape does. The summaries and their kinds' rounds as the catalogue
 * stood (modelWorkerSelectionSummary by selectionType). Only plain keys change: a second run
 * changes nothing.
 */
const SUMMARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  modelWorkerSelectionSummary: { '1': 'mw_person', '2': 'mw_collective', '3': 'mw_national' },
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [module, kinds] of Object.entries(SUMMARIES)) {
    for (const [value, kind] of Object.entries(kinds)) {
      await sql`
        update record_period rp
           set period = rp.period || '@' || found.round_id
          from (
            select p.tenant_id, p.union_id, p.record_id,
                   coalesce(
                     (select rr.round_id::text
                        from record r
                        join round_record rr on rr.tenant_id = r.tenant_id and rr.record_id::text = r.form -> 'gathered' ->> 0
                       where r.tenant_id = p.tenant_id and r.id = p.record_id),
                     (select sr.id::text
                        from selection_round sr
                       where sr.tenant_id = p.tenant_id and sr.kind = ${kind}
                       order by (sr.status = 'open') desc, sr.year desc, sr.opens_at desc
                       limit 1)) as round_id
              from record_period p
             where p.module = ${module} and p.period = ${value}
          ) found
         where rp.module = ${module} and rp.period = ${value}
           and rp.tenant_id = found.tenant_id and rp.union_id = found.union_id and rp.record_id = found.record_id
           and found.round_id is not null`.execute(db);
    }
  }
}

/** Back to one summary per kind: of a union's holds of a kind the newest keeps the plain key, the others are let go. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const module of Object.keys(SUMMARIES)) {
    await sql`
      delete from record_period rp
       where rp.module = ${module} and rp.period like '%@%'
         and exists (
           select 1 from record_period o
            where o.tenant_id = rp.tenant_id and o.module = rp.module and o.union_id = rp.union_id
              and split_part(o.period, '@', 1) = split_part(rp.period, '@', 1)
              and (o.create_time, o.period) > (rp.create_time, rp.period))`.execute(db);
    await sql`update record_period set period = split_part(period, '@', 1) where module = ${module} and period like '%@%'`.execute(db);
  }
}
