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

/** Adds `entries` to the catalogue in this process; the answer takes them out again. */
export function withTestEntries(entries: readonly ModuleEntry[]): () => void {
  const catalogue = modules as Record<string, ModuleEntry>;
  for (const e of entries) catalogue[e.key] = e;
  return () => {
    for (const e of entries) delete catalogue[e.key];
  };
}
