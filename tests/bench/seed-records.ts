import { sql, type Kysely } from 'kysely';
import { modules } from '../../catalogue';
import type { Database } from '../../db';

/**
 * Fills the `record` read model with `count` valid setup1 records in one INSERT ... SELECT
 * generate_series: spread over the three demo enterprise unions, every state a flow can leave a
 * record in, and a year of create times; ids are time-ordered like `newId()`'s. Then VACUUM ANALYZE,
 * as autovacuum would do on a live table.
 */
export async function seedRecords(db: Kysely<Database>, count: number): Promise<void> {
  const form = JSON.stringify(modules.setup1!.example);
  await sql`
    with
      unions (k, union_id, union_path, union_name, applicant_id, applicant_name) as (
        select k, o.id, o.path, o.name, u.id, u.name
        from (values (0, 2005), (1, 2006), (2, 2007)) as a (k, account_id)
        join app_user u on u.id = a.account_id
        join union_org o on o.id = u.union_id
      ),
      states (k, state, stage, stage_name, submit_count, task_seq, reviewer_acted, last_seq, ended, last_comment) as (
        values
          (0, 'draft', 0, '', 0, null, false, 2, false, null),
          (1, 'expired', 0, '', 0, null, false, 3, true, null),
          (2, 'in_review', 1, '上级工会审核', 1, 1, false, 5, false, null),
          (3, 'in_review', 1, '上级工会审核', 1, 1, true, 6, false, null),
          (4, 'in_review', 2, '总工会审核', 1, 2, true, 9, false, '同意'),
          (5, 'returned', 1, '上级工会审核', 1, 1, true, 8, false, '请补充职工人数依据'),
          (6, 'approved', 2, '总工会审核', 1, null, true, 12, true, '准予建会'),
          (7, 'approved', 2, '总工会审核', 1, null, true, 12, true, '准予建会'),
          (8, 'approved', 2, '总工会审核', 2, null, true, 16, true, '准予建会'),
          (9, 'cancelled', 1, '上级工会审核', 1, null, false, 6, true, '企业已注销')
      ),
      rows as (
        select
          g,
          -- a year back from now, shuffled so that create time and insertion order differ
          now() - ((g * 7919) % ${count}) * (interval '365 days' / ${count}) as create_time,
          '北京第' || g || '号科技有限公司工会委员会' as title
        from generate_series(1, ${count}::int) as g
      ),
      keyed as (
        select
          r.*,
          -- newId(): milliseconds since 2020-01-01 in the high bits, a unique sequence below
          ((floor(extract(epoch from r.create_time) * 1000)::bigint - 1577836800000) << 22) | r.g as id
        from rows r
      )
    insert into record (
      id, tenant_id, module, process_instance_id, union_id, union_path, union_name, applicant_id, applicant_name,
      state, stage, stage_name, title, form, submitted_form, open_task_id, last_comment, reviewer_acted,
      submit_count, last_seq, create_time, update_time, submit_time, end_time
    )
    select
      k.id, '000000', 'setup1', 'setup1-' || k.id, u.union_id, u.union_path, u.union_name, u.applicant_id, u.applicant_name,
      s.state, s.stage, s.stage_name, k.title,
      f.form,
      case when s.submit_count > 0 then f.form end,
      case when s.task_seq is not null then k.id || '-' || s.task_seq end,
      s.last_comment, s.reviewer_acted, s.submit_count, s.last_seq,
      k.create_time,
      k.create_time + interval '3 days',
      case when s.submit_count > 0 then k.create_time + interval '1 hour' end,
      case when s.ended then k.create_time + interval '3 days' end
    from keyed k
    join unions u on u.k = k.g % 3
    join states s on s.k = k.g % 10
    cross join lateral (
      select ${form}::jsonb || jsonb_build_object('unionName', k.title, 'employeeCount', 120 + k.g % 500) as form
    ) f
  `.execute(db);
  await sql`vacuum analyze record`.execute(db);
}
