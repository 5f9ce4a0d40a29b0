import { sql, type Kysely } from 'kysely';

/**
 * One union code everywhere (issue 19, item 4): `union_org.credit_code` is the union's own
 * legal-person code (81…, written by setup3's approval, read by every call), and the employer's
 * code (91…, 92…, 12…, 52… given at registration) moves to `employer_code`, unique per tenant as
 * the registration check wants it. An 81… code a certificate put on the profile fills the union's
 * code where it has none and no other union of the tenant holds it, and leaves the section; a code
 * two unions claim stays on the second one's profile for an administrator to decide.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table union_org add column employer_code text`.execute(db);
  await sql`
    update union_org set employer_code = credit_code, credit_code = null
    where credit_code is not null and credit_code not like '81%'`.execute(db);
  await sql`
    create unique index union_org_employer_code_unique on union_org (tenant_id, employer_code)
      where employer_code is not null`.execute(db);
  await sql`
    with certified as (
      select distinct on (o.tenant_id, upper(p.sections->'certificate'->>'uscc'))
        o.id, upper(p.sections->'certificate'->>'uscc') as code
      from union_org o join union_profile p on p.union_id = o.id and p.tenant_id = o.tenant_id
      where o.credit_code is null and upper(p.sections->'certificate'->>'uscc') like '81%'
      order by o.tenant_id, upper(p.sections->'certificate'->>'uscc'), o.id)
    update union_org o set credit_code = c.code
    from certified c
    where o.id = c.id
      and not exists (select 1 from union_org x where x.tenant_id = o.tenant_id and x.credit_code = c.code)`.execute(db);
  await sql`
    update union_profile p set sections = jsonb_set(p.sections, '{certificate}', (p.sections->'certificate') - 'uscc')
    where p.sections->'certificate' ? 'uscc'
      and exists (select 1 from union_org o
                  where o.id = p.union_id and o.credit_code = upper(p.sections->'certificate'->>'uscc'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update union_profile p set sections = jsonb_set(p.sections, '{certificate}',
        coalesce(p.sections->'certificate', '{}'::jsonb) || jsonb_build_object('uscc', o.credit_code))
    from union_org o
    where o.id = p.union_id and o.credit_code is not null`.execute(db);
  await sql`drop index union_org_employer_code_unique`.execute(db);
  await sql`update union_org set credit_code = employer_code where employer_code is not null and credit_code is null`.execute(db);
  await sql`alter table union_org drop column employer_code`.execute(db);
}
