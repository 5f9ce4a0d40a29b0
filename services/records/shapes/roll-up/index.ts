/**
 * The roll-up shape (`rollUp`): a higher union sees its children unions with their approved
 * submissions of the source module or "not applied", gathers them into its own summary record
 * (form key `gathered`, checked here through the record engine's form parts) which it sends
 * upward, and exports the summary sheet.
 */
import type { ModuleEntry, RollUpDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { checkGathered, GATHERED } from './gathered-check';
import { rollUpSourceRoutes } from './source-routes';
import { rollUpSummaryRoutes } from './summary-routes';
import { holdRollUp, holdRollUpResend } from './submit-hold';
import { isSoloSource, sourceOfForm, summaryOfSource } from './sources';

/** The calls this folder serves on a source module and on its summary module. */
const SOURCE_CALLS = ['queryCrop', 'excel', 'summaryExcel', 'isApply'];
const SOLO_SOURCE_CALLS = ['queryCrop', 'excel'];
const SUMMARY_CALLS = ['detail', 'export'];

/** Every call the entry says the roll-up serves must be one it has: a missing one stops the app at start. */
function assertServed(entry: ModuleEntry, known: string[]): void {
  for (const call of (entry.extraCalls ?? []).filter((c) => c.servedBy === 'rollUp')) {
    if (!known.includes(call.path.split('/').pop()!)) throw new Error(`${entry.key}: the roll-up serves no ${call.method} ${call.path}`);
  }
}

export { childUnionRows, type ChildUnionRow } from './children-view';
export { ChildUnion } from './schemas';
export { summaryOfSource } from './sources';
export { summaryRoundOf } from './summary-round';

/**
 * A module's part in a roll-up: the summary it is (`gathers`), the summary it is the source of
 * (`sourceOf`), or both; `solo`: a source no summary gathers (`rollUp.summary: false`).
 */
export interface RollUpPart {
  gathers?: RollUpDef;
  sourceOf?: ModuleEntry;
  solo?: true;
}

export const rollUpShape: RecordShape<RollUpPart> = {
  name: 'rollUp',
  option: (entry) => {
    if (isSoloSource(entry)) return { solo: true };
    const sourceOf = summaryOfSource(entry);
    if (!entry.rollUp && !sourceOf) return undefined;
    return { ...(entry.rollUp ? { gathers: entry.rollUp } : {}), ...(sourceOf ? { sourceOf } : {}) };
  },
  // A summary's form carries the records it gathers (of the source of its kind), checked to be approved records of the unions below.
  formPart: (_entry, part) =>
    part.gathers && {
      keys: [GATHERED],
      check: (db, tenantId, entry, form, mode, lang, applicant) =>
        checkGathered(db, tenantId, entry, form[GATHERED], mode, lang, applicant.unionPath, sourceOfForm(entry, applicant.body)),
    },
  // Submissions of nominations keep to the round and the quota isApply states (and the summary closes the round).
  guards: { submit: holdRollUp, resubmit: holdRollUpResend },
  // The source's calls (queryCrop, excel, summaryExcel, isApply) and the summary's own (detail, export).
  routes: (entry, part) => async (app) => {
    if (part.sourceOf || part.solo) {
      assertServed(entry, part.solo ? SOLO_SOURCE_CALLS : SOURCE_CALLS);
      await app.register(rollUpSourceRoutes(entry, part.sourceOf));
    }
    if (part.gathers) {
      assertServed(entry, SUMMARY_CALLS);
      await app.register(rollUpSummaryRoutes(entry));
    }
  },
};
