import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { appendRegisterEvent } from '../registers';

/** The demo joint union that covers small enterprises (docs/forms/group-c-survey.md "Demo data"). */
export const DEMO_JOINT_UNION = { id: '1202', path: '/1000/1200/1202/' } as const;

/** Its register, fixed ids so tests and examples name them (survey 880001, survey2 880002, survey3 880003). */
const ENTRIES = [
  ['880001', '北京星火软件有限公司', '91110108MA04K2P3LR', '3', 56, 38, '2026-11-02', '王磊', '赵敏', '13900139000'],
  ['880002', '北京青禾餐饮管理有限公司', '91110108MA05R8T6W3', '3', 12, 9, '2024-03-01', '刘洋', '周婷', '13900139001'],
  ['880003', '北京百川物流有限公司', '91110108MA07H3N5Q2', '3', 23, 17, '2023-06-15', '何军', '郑强', '13900139002'],
  // An individual business (92…, 个体工商户), which joint unions cover too.
  ['880004', '北京木棉花文化传播工作室', '92110108MA0FT6J8KU', '11', 4, 3, '2025-04-01', '林芳', '林芳', '13900139003'],
] as const;

/**
 * The demo register of union 1202, written as `register.row.recorded` events (as `coverEnterprise`
 * writes them) so that a rebuild gives the same rows. An entry already there is left alone.
 */
export async function seedDemoCoveredEnterprises(db: Kysely<Database>): Promise<void> {
  // A joint union (联合基层工会): its profile kind lets it file the covered-enterprise modules (cov-joint-applicant).
  const organisation = JSON.stringify({ organisation: { unionKind: 'ally' } });
  await db
    .insertInto('union_profile')
    .values({ union_id: DEMO_JOINT_UNION.id, tenant_id: '000000', established_on: '2023-05-01', status: 'active', sections: organisation })
    .onConflict((oc) => oc.column('union_id').doUpdateSet({ sections: sql`union_profile.sections || ${organisation}::jsonb` }))
    .execute();
  const there = new Set(
    (await db.selectFrom('register_row').select('id').where('tenant_id', '=', '000000').where('register', '=', 'enterprise').execute()).map(
      (r) => String(r.id),
    ),
  );
  for (const [rowId, name, uscc, category, staffCount, memberCount, on, legalRepresentative, contactName, contactMobile] of ENTRIES) {
    if (there.has(rowId)) continue;
    await db.transaction().execute((trx) =>
      appendRegisterEvent(trx, {
        tenantId: '000000',
        actor: { id: null, name: '演示数据' },
        at: new Date(`${on}T09:00:00+08:00`),
        body: {
          type: 'register.row.recorded',
          payload: {
            register: 'enterprise',
            rowId,
            union: { id: DEMO_JOINT_UNION.id, path: DEMO_JOINT_UNION.path },
            created: true,
            key: uscc,
            name,
            data: {
              uscc,
              companyCategory: category,
              companyRegion: '110108022',
              companyAddress: '北京市海淀区上地信息路',
              legalRepresentative,
              staffCount,
              memberCount,
              contactName,
              contactMobile,
            },
            on,
            changes: [],
            source: null,
          },
        },
      }),
    );
  }
}
