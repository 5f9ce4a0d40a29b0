import { sql, type Kysely } from 'kysely';

/**
 * One union per unified social credit code within a tenant (issue 8, item 23): the services check
 * first and name the field; this index decides when two approvals race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Existing duplicates stop the migration with the code they share: someone has to decide which union keeps it.
  await sql`
    do $$ declare d record; begin
      select tenant_id, credit_code into d from union_org where credit_code is not null
        group by tenant_id, credit_code having count(*) > 1 limit 1;
      if found then
        raise exception 'unions of tenant % share the credit code %: give each its own before migrating', d.tenant_id, d.credit_code;
      end if;
    end $$`.execute(db);
  await sql`
    create unique index union_org_credit_code_unique on union_org (tenant_id, credit_code)
      where credit_code is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index union_org_credit_code_unique`.execute(db);
}
