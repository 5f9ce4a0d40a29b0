import { modules, type ModuleEntry } from '../../catalogue';
import { newId } from '../../db';
import type { TestStack } from './test-stack';

/**
 * A test-only module sending its questionnaire out (`sendOut`; no catalogue module has it yet): the
 * published `survey` set to unions below the sender or to mobiles, and a union's record of it one per
 * campaign (`period.scope: 'campaign'`, the campaign named in `campaignId`).
 */
export const SEND_OUT_TEST_ENTRY: ModuleEntry = {
  ...modules.survey!,
  key: 'sendouttest',
  title: { zh: '问卷发放测试', en: 'Questionnaire sent out (test)' },
  starters: ['corp'],
  extraCalls: [],
  sendOut: { audiences: ['unions', 'mobiles'], campaignField: 'campaignId' },
  period: { per: 'call', field: 'campaignId', scope: 'campaign' },
  fields: [
    ...modules.survey!.fields,
    { name: 'campaignId', kind: 'text', label: { zh: '问卷发放批次', en: 'Campaign' }, rules: [{ rule: 'required' }] },
  ],
};

/**
 * A test-only module's own permissions (the catalogue seeds none for it): its view and edit scopes
 * on `path`, granted to the corp and launion roles, as the seed grants a catalogue module's.
 */
export async function grantModuleCalls(
  stack: TestStack,
  entry: Pick<ModuleEntry, 'key' | 'title'>,
  path: string,
  calls: readonly ('view' | 'edit' | 'send')[] = ['view', 'edit'],
): Promise<void> {
  const scopes = await stack.db
    .insertInto('api_scope')
    .values(
      calls.map((what) => ({
        id: newId(),
        menu_id: null,
        scope_name: `${entry.title.zh}-${what}`,
        resource_code: `${entry.key}.${what}`,
        scope_path: path,
        scope_type: (what === 'view' ? 1 : 2) as 1 | 2,
        remark: null,
      })),
    )
    .returning('id')
    .execute();
  const roles = await stack.db.selectFrom('role').select(['id', 'tenant_id']).where('role_alias', 'in', ['corp', 'launion']).execute();
  await stack.db
    .insertInto('role_scope')
    .values(
      roles.flatMap((r) => scopes.map((s) => ({ role_id: r.id, tenant_id: r.tenant_id, scope_id: s.id, scope_category: 2 as const }))),
    )
    .execute();
}
