import type { ModuleEntry } from './types';

/**
 * One category's own calls (`ModuleEntry.categoryCalls`): honor1's `pagePerson`, `getPerson`,
 * `submitPerson` and `resubmitPerson` are the standard page, detail, submit and resubmit with the
 * entry's `categoryField` fixed to `value`. The page lists that category only, the detail answers
 * only a record of it (without an id: the caller union's newest), the submit and resubmit take a
 * form of it (the category filled in when absent, another one refused).
 */
export interface CategoryCallsDef {
  /** The value of the entry's `categoryField` the calls fix (honor_cate `person`). */
  value: string;
  page: string;
  detail: string;
  submit: string;
  resubmit: string;
  /** A complete, valid form of the category: its submit's OpenAPI example (the entry's `example` is the first category's). */
  example: Record<string, unknown>;
}

type CategoryCall = 'page' | 'detail' | 'submit' | 'resubmit';

/** The paths of one of the standard calls that the entry's categories have under their own names. */
export const categoryPaths = (entry: ModuleEntry, call: CategoryCall): string[] => (entry.categoryCalls ?? []).map((c) => c[call]);

/** The category whose own call `path` is (`submitTeam`: team); none for a plain call. */
export const categoryOfPath = (entry: ModuleEntry, path: string): CategoryCallsDef | undefined =>
  (entry.categoryCalls ?? []).find((c) => [c.page, c.detail, c.submit, c.resubmit].includes(path));

/** The category a form is of, by the entry's `categoryField`; none when the entry has no category calls or the form names none. */
export const categoryOfForm = (entry: ModuleEntry, form: Record<string, unknown> | undefined): CategoryCallsDef | undefined =>
  entry.categoryField ? (entry.categoryCalls ?? []).find((c) => c.value === String(form?.[entry.categoryField!] ?? '')) : undefined;
