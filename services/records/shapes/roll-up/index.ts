/**
 * The roll-up shape (`rollUp`): a higher union sees its children unions with their approved
 * submissions of the source module or "not applied", gathers them into its own summary record
 * (form key `gathered`, checked here through the record engine's form parts) which it sends
 * upward, and exports the summary sheet.
 */
import type { FastifyInstance } from 'fastify';
import { modules, type ModuleEntry } from '../../../../catalogue';
import { addFormPart, addSubmitHold } from '../../engine';
import { checkGathered, GATHERED } from './gathered-check';
import { rollUpSourceRoutes } from './source-routes';
import { rollUpSummaryRoutes } from './summary-routes';
import { rollUpSubmitHold } from './submit-hold';

/** The calls this folder serves on a source module and on its summary module. */
const SOURCE_CALLS = ['queryCrop', 'excel', 'summaryExcel', 'isApply'];
const SUMMARY_CALLS = ['detail', 'export'];

/** Every call the entry says the roll-up serves must be one it has: a missing one stops the app at start. */
function assertServed(entry: ModuleEntry, known: string[]): void {
  for (const call of (entry.extraCalls ?? []).filter((c) => c.servedBy === 'rollUp')) {
    if (!known.includes(call.path.split('/').pop()!)) throw new Error(`${entry.key}: the roll-up serves no ${call.method} ${call.path}`);
  }
}

export { childUnionRows, type ChildUnionRow } from './children-view';

/**
 * Registers the gathered-records check, the hold on submissions (quota and round) and, for every module with `rollUp`, its source's calls
 * (queryCrop, excel, summaryExcel, isApply) and its own (detail, export).
 */
export async function registerRollUpRoutes(app: FastifyInstance): Promise<void> {
  addFormPart('rollUp', {
    appliesTo: (entry) => entry.rollUp !== undefined,
    keys: [GATHERED],
    check: (db, tenantId, entry, part, mode, lang, applicant) =>
      checkGathered(db, tenantId, entry, part[GATHERED], mode, lang, applicant.unionPath),
  });
  // Submissions of nominations keep to the round and the quota isApply states (and the summary closes the round).
  addSubmitHold('rollUp', rollUpSubmitHold);
  for (const entry of Object.values(modules)) {
    if (!entry.rollUp) continue;
    const source = modules[entry.rollUp.source]!;
    assertServed(source, SOURCE_CALLS);
    assertServed(entry, SUMMARY_CALLS);
    await app.register(rollUpSourceRoutes(entry), { prefix: `/api/blade-crop/crop/${source.key}` });
    await app.register(rollUpSummaryRoutes(entry), { prefix: `/api/blade-crop/crop/${entry.key}` });
  }
}
