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

/** Adds `entries` to the catalogue in this process; the answer takes them out again. */
export function withTestEntries(entries: readonly ModuleEntry[]): () => void {
  const catalogue = modules as Record<string, ModuleEntry>;
  for (const e of entries) catalogue[e.key] = e;
  return () => {
    for (const e of entries) delete catalogue[e.key];
  };
}
