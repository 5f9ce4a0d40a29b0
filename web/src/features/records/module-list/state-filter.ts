import { modules, stateName, type Lang, type RecordState } from '../../../catalogue';

/** The states the list filter offers, each on its own: approved, declined and cancelled records are told apart. */
const FILTER_STATES: RecordState[] = ['draft', 'in_review', 'returned', 'approved', 'declined', 'cancelled', 'expired'];

/** The options of `module`'s list state filter, after `allLabel` (no filter); a notice module's states in its own words. */
export function stateFilterOptions(module: string, lang: Lang, allLabel: string): { value: string; label: string }[] {
  return [{ value: '', label: allLabel }, ...FILTER_STATES.map((s) => ({ value: s, label: stateName(s, lang, modules[module] ?? {}) }))];
}
