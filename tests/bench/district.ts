import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db';

/** The tenant the bench's district lives in (the seeded demo tree's). */
export const TENANT = '000000';

// Ids far above the demo tree's (1000 ... 2008) and below newId()'s, so nothing collides.
const LAUNION_BASE = 3_000_000;
const CORP_BASE = 3_100_000;
const ACCOUNT_OFFSET = 1_000_000;

/** Parts of the generated unions' and records' names: a search for one 字号 matches about 1 in 40. */
export const TRADE_NAMES = [
  '华信',
  '中科',
  '恒通',
  '博远',
  '泰和',
  '金桥',
  '天成',
  '锦程',
  '宏达',
  '新元',
  '瑞丰',
  '鼎盛',
  '汇智',
  '安泰',
  '永辉',
  '嘉禾',
  '明德',
  '诚信',
  '东方',
  '正源',
  '海纳',
  '德润',
  '启航',
  '远景',
  '星辰',
  '云帆',
  '卓越',
  '盛世',
  '万通',
  '银河',
  '世纪',
  '光华',
  '润泽',
  '九州',
  '长城',
  '昆仑',
  '长江',
  '宝丰',
  '富源',
  '同心',
] as const;
export const TRADES = ['科技', '软件', '数据', '电子', '信息', '网络', '智能', '生物', '材料', '能源'] as const;

export interface DistrictSize {
  /** Street unions (街道工会联合会) added under the federation, beside the two seeded ones. */
  launions: number;
  /** Enterprise unions added under each street union, seeded ones included. */
  corpsPerLaunion: number;
}

/**
 * Grows the seeded demo tree (federation 1000, street unions 1100 and 1200) into a district: more
 * street unions and hundreds of enterprise unions under all of them, each with an account of its
 * kind (the role its seeded peers hold, the demo password) so it can apply and review.
 */
export async function growDistrict(db: Kysely<Database>, size: DistrictSize): Promise<{ unions: number }> {
  const tradeNames = sql.val([...TRADE_NAMES]);
  const trades = sql.val([...TRADES]);
  await sql`
    insert into union_org (id, tenant_id, parent_id, name, kind, path, region_code)
    select ${LAUNION_BASE} + i, ${TENANT}, 1000, '第' || i || '街道工会联合会', 'launion', '/1000/' || (${LAUNION_BASE} + i) || '/', '110108'
    from generate_series(1, ${size.launions}::int) as i`.execute(db);
  // Enterprise unions: numbered across the district, the seeded ones counted in each street union's share.
  await sql`
    with streets as (
      select id, path, row_number() over (order by id) - 1 as k
      from union_org where tenant_id = ${TENANT} and kind = 'launion'
    ),
    slots as (
      select s.id as parent_id, s.path, s.k * ${size.corpsPerLaunion} + j as n
      from streets s
      cross join generate_series(1, ${size.corpsPerLaunion}::int) as j
      where j > (select count(*) from union_org c where c.parent_id = s.id)
    )
    insert into union_org (id, tenant_id, parent_id, name, kind, path, region_code)
    select ${CORP_BASE} + n, ${TENANT}, parent_id,
      '北京' || (${tradeNames}::text[])[1 + n % 40] || (${trades}::text[])[1 + (n / 40) % 10] || '有限公司第' || n || '分公司工会',
      'corp', path || (${CORP_BASE} + n) || '/', '110108'
    from slots`.execute(db);
  // One account per new union, with the password and role of its seeded peers (corp1, launion1).
  await sql`
    insert into app_user (id, tenant_id, account, password_hash, name, real_name, ident, union_id, status)
    select o.id + ${ACCOUNT_OFFSET}, ${TENANT}, 'bench' || o.id, peer.password_hash, o.name, o.name, o.kind, o.id, 1
    from union_org o
    join app_user peer on peer.tenant_id = ${TENANT} and peer.account = case o.kind when 'corp' then 'corp1' else 'launion1' end
    where o.tenant_id = ${TENANT} and o.id >= ${LAUNION_BASE}`.execute(db);
  await sql`
    insert into user_role (user_id, role_id, tenant_id)
    select u.id, r.id, ${TENANT}
    from app_user u
    join role r on r.tenant_id = ${TENANT} and r.role_alias = u.ident
    where u.tenant_id = ${TENANT} and u.id >= ${LAUNION_BASE + ACCOUNT_OFFSET}`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from union_org where tenant_id = ${TENANT}`.execute(db);
  return { unions: rows[0]!.n };
}
