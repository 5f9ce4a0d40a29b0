import type { ModuleEntry } from '../../catalogue';
import { parentOnly } from '../../catalogue/flow/parent-only';
import { newId } from '../../db';
import type { TestStack } from './test-stack';

/**
 * A test-only module's own permissions (the catalogue seeds none for it): its view and edit scopes
 * on `path`, granted to the corp and launion roles (or `roles`), as the seed grants a catalogue module's.
 */
export async function grantModuleCalls(
  stack: TestStack,
  entry: Pick<ModuleEntry, 'key' | 'title'>,
  path: string,
  roles: readonly string[] = ['corp', 'launion'],
): Promise<void> {
  const scopes = await stack.db
    .insertInto('api_scope')
    .values(
      (['view', 'edit'] as const).map((what, i) => ({
        id: newId(),
        menu_id: null,
        scope_name: `${entry.title.zh}-${what}`,
        resource_code: `${entry.key}.${what}`,
        scope_path: path,
        scope_type: (i + 1) as 1 | 2,
        remark: null,
      })),
    )
    .returning('id')
    .execute();
  const granted = await stack.db.selectFrom('role').select(['id', 'tenant_id']).where('role_alias', 'in', roles).execute();
  await stack.db
    .insertInto('role_scope')
    .values(
      granted.flatMap((r) => scopes.map((s) => ({ role_id: r.id, tenant_id: r.tenant_id, scope_id: s.id, scope_category: 2 as const }))),
    )
    .execute();
}

/**
 * A relief with follow-up rows, for the `followUps` shape (no rights module is built yet): the
 * reviewing launion records payments (at most the approved amount, RL-paid), the enterprise union a
 * visit, a payment is due 7 days after approval, the case closes with `close`, a `correction` voids
 * a row it names.
 */
export const FOLLOW_UP_TEST_ENTRY: ModuleEntry = {
  key: 'followUpReliefTest',
  group: 'T',
  title: { zh: '临时救助(跟进测试)', en: 'Relief (follow-up test)' },
  titleField: 'memberName',
  fields: [
    { name: 'memberName', kind: 'text', label: { zh: '职工姓名', en: 'Member' }, rules: [{ rule: 'required' }], listed: true },
    { name: 'approvedAmount', kind: 'money', label: { zh: '批准金额', en: 'Approved amount' }, rules: [{ rule: 'required' }] },
  ],
  flowModel: parentOnly,
  draftTtlDays: 30,
  route: '/test/follow-up-relief',
  starters: ['corp'],
  calls: ['page', 'detail', 'save', 'submit'],
  example: { memberName: '王芳', approvedAmount: 300000 },
  followUps: {
    dict: 'relief_followup',
    kinds: {
      paid: {
        label: { zh: '发放', en: 'Paid' },
        writers: ['reviewer'],
        needs: ['amount'],
        dueAfter: { days: 7, from: 'approved' },
      },
      visit: { label: { zh: '回访', en: 'Visit' }, writers: ['applicant', 'reviewer'], needs: ['note'] },
      close: { label: { zh: '结案', en: 'Closed' }, writers: ['reviewer'] },
      correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer'], needs: ['note'] },
    },
    closing: ['close'],
    correction: 'correction',
    rules: [{ rule: 'sumNotAbove', kind: 'paid', field: 'approvedAmount' }],
  },
};
