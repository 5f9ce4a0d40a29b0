import { categoryOfForm, categoryPaths } from './category-calls';
import type { LifecycleAction } from './lifecycle';
import type { FieldDef, HttpMethod, MethodCall, ModuleEntry, StandardCall, StepCalls, StepDef } from './types';

const ALL_STANDARD: readonly StandardCall[] = [
  'page',
  'detail',
  'save',
  'savedraft',
  'saveDraft',
  'submit',
  'update',
  'resubmit',
  'remove',
  'rebackFlow',
  'removeFlow',
  'review',
  'downloadfile',
  'uploads',
  'getid',
];

/** The standard calls a module serves. */
export function standardCalls(entry: ModuleEntry): readonly StandardCall[] {
  return entry.calls ?? ALL_STANDARD;
}

/** The method of the standard calls acting without a form: remove is a POST, withdraw and cancel are GETs, unless the entry says otherwise. */
const OWN_METHOD: Readonly<Record<MethodCall, HttpMethod>> = { remove: 'POST', rebackFlow: 'GET', removeFlow: 'GET' };

/** The HTTP method the module serves a standard call under. */
export function callMethod(entry: Pick<ModuleEntry, 'methods'>, call: MethodCall): HttpMethod {
  return entry.methods?.[call] ?? OWN_METHOD[call];
}

/** The names a category of the entry gives a standard call (honor1's `submitPerson`, `submitTeam`). */
const categoryNames = (entry: ModuleEntry, call: StandardCall): string[] =>
  call === 'submit' || call === 'resubmit' ? categoryPaths(entry, call) : [];

/** True when the module serves this standard call (under its own name, an alias or a category's name). */
export function serves(entry: ModuleEntry, call: StandardCall): boolean {
  return standardCalls(entry).includes(call) || (entry.aliases?.[call]?.length ?? 0) > 0 || categoryNames(entry, call).length > 0;
}

/** The paths of a standard call: its own name where served, its aliases, and its categories' names. */
export function pathsOf(entry: ModuleEntry, call: StandardCall): string[] {
  return [...(standardCalls(entry).includes(call) ? [call] : []), ...(entry.aliases?.[call] ?? []), ...categoryNames(entry, call)];
}

/** One step as a record at it sees it: the variant chosen by the earlier form, or the step itself. */
export interface ResolvedStep {
  key: string;
  index: number;
  title: StepDef['title'];
  fields: string[];
  calls: StepCalls;
  /** The variant's key when the step has variants. */
  variant?: string;
}

/** Every step and variant with its calls: what the routes register. */
export function stepCallSets(entry: ModuleEntry): { step: StepDef; index: number; variant?: string; fields: string[]; calls: StepCalls }[] {
  return (entry.steps ?? []).flatMap((step, index) =>
    step.variants?.length
      ? step.variants.map((v) => ({ step, index, variant: v.key, fields: v.fields, calls: v.calls }))
      : [{ step, index, fields: step.fields, calls: step.calls }],
  );
}

/** The step a record is at, resolved against the form it has so far; null for a module of one step. */
export function resolveStep(entry: ModuleEntry, stepKey: string, form: Record<string, unknown>): ResolvedStep | null {
  const index = (entry.steps ?? []).findIndex((s) => s.key === stepKey);
  const step = entry.steps?.[index];
  if (!step) return null;
  const variant = step.variants?.find((v) => String(form[v.field] ?? '') === v.equals);
  if (variant) return { key: step.key, index, title: variant.title, fields: variant.fields, calls: variant.calls, variant: variant.key };
  return { key: step.key, index, title: step.title, fields: step.fields, calls: step.calls };
}

/** The fields of one step of the entry, in the entry's order. */
export function stepFields(entry: ModuleEntry, names: readonly string[]): FieldDef[] {
  return entry.fields.filter((f) => names.includes(f.name));
}

/**
 * The paths a one-step module's form posts to: its draft save (none when it has no draft call), its
 * submit (`save` for a module whose save is the submit) and its resubmit (`update` where it has no
 * resubmit); a form of a category with its own calls posts to them (honor1's team to `submitTeam`).
 */
export function formCalls(entry: ModuleEntry, form?: Record<string, unknown>): StepCalls {
  const category = categoryOfForm(entry, form);
  if (category) return { submit: category.submit, resubmit: category.resubmit };
  const draft = [...pathsOf(entry, 'saveDraft'), ...pathsOf(entry, 'savedraft'), ...(entry.saveSubmits ? [] : pathsOf(entry, 'save'))];
  const submit = entry.saveSubmits ? pathsOf(entry, 'save') : pathsOf(entry, 'submit');
  const resubmit = [...pathsOf(entry, 'resubmit'), ...pathsOf(entry, 'update')];
  return { ...(draft[0] ? { save: draft[0] } : {}), submit: submit[0] ?? 'submit', resubmit: resubmit[0] ?? 'resubmit' };
}

/** The lifecycle actions the module's calls offer: what `actions` may name for its records. */
export function offeredActions(entry: ModuleEntry): LifecycleAction[] {
  const stepped = (entry.steps?.length ?? 0) > 0;
  const offered: LifecycleAction[] = [];
  // A module whose save is its submit (`saveSubmits`) offers a draft save only through savedraft / saveDraft.
  const draftSave = (!entry.saveSubmits && serves(entry, 'save')) || serves(entry, 'savedraft') || serves(entry, 'saveDraft');
  if (stepped || draftSave) offered.push('save');
  if (stepped || serves(entry, 'submit') || (entry.saveSubmits && serves(entry, 'save'))) offered.push('submit');
  if (stepped || serves(entry, 'resubmit') || serves(entry, 'update')) offered.push('resubmit');
  if (serves(entry, 'rebackFlow')) offered.push('withdraw');
  if (serves(entry, 'removeFlow')) offered.push('cancel');
  if (serves(entry, 'remove')) offered.push('remove');
  if (entry.children) offered.push('addChild');
  // Declining is a reviewer's everywhere; the open stage says whether it may (the table's `stageDeclines`).
  if (!entry.publishOnly) offered.push('claim', 'approve', 'return', 'decline');
  // A published notice is corrected by its submit call again and withdrawn by the shape's `revoke` call (or removeFlow).
  else offered.push(...(offered.includes('submit') ? (['revise'] as const) : []), 'revoke');
  return offered;
}

/**
 * A module whose records cannot be sent again (no resubmit call) lets every stage decline them
 * (不予通过): a return would leave the record with nowhere to go. A children entry's reviewed records
 * are its works, sent again by the child entry's own resubmit (`childsubmit`).
 */
export function declinesEverywhere(entry: ModuleEntry | undefined): boolean {
  return !!entry && !entry.publishOnly && !entry.children && !offeredActions(entry).includes('resubmit');
}
