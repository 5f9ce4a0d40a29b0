import type { ModuleEntry } from '../../catalogue';
import { parentOnly } from '../../catalogue/flow/parent-only';

/**
 * A test-only enrolment (no rights module is built yet): one annual enrolment (`enrolKind` 1) per
 * union, year and unit category (`alsoBy`, a dictionary field), while the members added during the
 * year (`enrolKind` 2) hold no period (`onlyWhen`), any number a year.
 */
export const PERIOD_PLAN_TEST_ENTRY: ModuleEntry = {
  key: 'periodPlanTest',
  group: 'T',
  title: { zh: '参保登记(测试)', en: 'Enrolment (test)' },
  titleField: 'year',
  fields: [
    { name: 'year', kind: 'integer', label: { zh: '参保年度', en: 'Year' }, rules: [{ rule: 'required' }], listed: true },
    { name: 'category', kind: 'dict', dict: 'crop_cate', label: { zh: '单位类别', en: 'Unit category' }, rules: [{ rule: 'required' }] },
    {
      name: 'enrolKind',
      kind: 'integer',
      label: { zh: '登记类型', en: 'Kind of enrolment' },
      rules: [{ rule: 'required' }, { rule: 'oneOf', values: [1, 2] }],
    },
  ],
  flowModel: parentOnly,
  draftTtlDays: 30,
  route: '/test/period-plan',
  starters: ['corp'],
  calls: ['page', 'detail', 'save', 'remove'],
  period: { per: 'year', field: 'year', alsoBy: ['category'], onlyWhen: { kind: 'field', field: 'enrolKind', op: 'eq', value: '1' } },
  example: { year: 2026, category: '3', enrolKind: 1 },
};
