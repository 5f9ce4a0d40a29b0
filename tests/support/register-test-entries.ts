import { modules, type EffectKey, type ModuleEntry } from '../../catalogue';

/**
 * Test-only entries for the registers kept by approvals (no group C module is built yet): setup1's
 * form and flow under another key, with the effect under test on approval (and its date field, as
 * survey1 and survey2 name theirs). `withTestEntries` puts them into the catalogue for a test file,
 * so an approval written through `appendEvents` runs their effect as it would a module's.
 */
export const registerTestEntry = (key: string, onApproved: EffectKey, effectiveFrom?: string): ModuleEntry => ({
  ...(modules.setup1 as ModuleEntry),
  key,
  effects: { onApproved, ...(effectiveFrom ? { effectiveFrom } : {}) },
});

export const REGISTER_TEST_ENTRIES: readonly ModuleEntry[] = [
  registerTestEntry('testCoverEnterprise', 'coverEnterprise', 'effectiveDate'),
  registerTestEntry('testSurveyEnterprise', 'surveyEnterprise'),
  registerTestEntry('testRenameEnterprise', 'renameEnterprise'),
  registerTestEntry('testRemoveEnterprise', 'removeEnterprise', 'effectiveDate'),
  registerTestEntry('testVenues', 'recordVenues'),
];

/** The covered enterprise's own fields on a test-only entry: what survey1's form names it by. */
const ENTERPRISE_FIELDS: ModuleEntry['fields'] = [
  { name: 'companyName', kind: 'text', label: { zh: '企业名称', en: 'Enterprise' }, rules: [{ rule: 'required' }] },
  { name: 'uscc', kind: 'uscc', label: { zh: '统一社会信用代码', en: 'Credit code' }, rules: [{ rule: 'required' }] },
  { name: 'effectiveDate', kind: 'date', label: { zh: '纳入覆盖日期', en: 'Covered from' }, rules: [] },
];

/**
 * A test-only survey1 served over HTTP (its calls registered by the test, `moduleRoutes`): setup1's
 * form with the enterprise's name, credit code and effective date, entering it into the register
 * on approval (`coverEnterprise`, from `effectiveDate`).
 */
export const COVER_TEST_ENTRY: ModuleEntry = {
  ...registerTestEntry('testCovers', 'coverEnterprise', 'effectiveDate'),
  fields: [...(modules.setup1 as ModuleEntry).fields, ...ENTERPRISE_FIELDS],
};

/** The register row a test-only change is filed about (`subject`, by `sid`), one open change at a time. */
const ABOUT_ENTERPRISE: Pick<ModuleEntry, 'subject'> = {
  subject: { of: { register: 'enterprise' }, param: 'sid', field: 'enterpriseId', openPerSubject: true },
};
const enterpriseIdField: ModuleEntry['fields'][number] = {
  name: 'enterpriseId',
  kind: 'text',
  label: { zh: '覆盖企业', en: 'Covered enterprise' },
  rules: [{ rule: 'required' }],
};

/** A test-only survey3 served over HTTP: a row of the register renamed on approval (`newName` from `changeDate`). */
export const RENAME_TEST_ENTRY: ModuleEntry = {
  ...registerTestEntry('testRenames', 'renameEnterprise'),
  ...ABOUT_ENTERPRISE,
  fields: [
    ...(modules.setup1 as ModuleEntry).fields,
    enterpriseIdField,
    { name: 'newName', kind: 'text', label: { zh: '企业新名称', en: 'New name' }, rules: [{ rule: 'required' }] },
    { name: 'changeDate', kind: 'date', label: { zh: '变更登记日期', en: 'Changed on' }, rules: [] },
  ],
};

/** A test-only survey2 served over HTTP: a row of the register removed on approval, from `effectiveDate`. */
export const REMOVAL_TEST_ENTRY: ModuleEntry = {
  ...registerTestEntry('testEnterpriseRemovals', 'removeEnterprise', 'effectiveDate'),
  ...ABOUT_ENTERPRISE,
  fields: [
    ...(modules.setup1 as ModuleEntry).fields,
    enterpriseIdField,
    { name: 'removalReason', kind: 'text', label: { zh: '移除原因', en: 'Reason' }, rules: [] },
    { name: 'effectiveDate', kind: 'date', label: { zh: '移除日期', en: 'Removed from' }, rules: [{ rule: 'required' }] },
  ],
};

/** Adds `entries` to the catalogue in this process; the answer takes them out again. */
export function withTestEntries(entries: readonly ModuleEntry[]): () => void {
  const catalogue = modules as Record<string, ModuleEntry>;
  for (const e of entries) catalogue[e.key] = e;
  return () => {
    for (const e of entries) delete catalogue[e.key];
  };
}
