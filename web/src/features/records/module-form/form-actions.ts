import type { LifecycleAction } from '../../../catalogue';

/** A record as far as its form's buttons depend on it: only its `actions`, the server's lifecycle table's answer. */
type Acted = { actions: readonly LifecycleAction[] } | undefined;

/** The actions that send a record's own form. */
const FORM_ACTIONS: readonly LifecycleAction[] = ['save', 'submit', 'resubmit', 'revise'];

/** True when the form of `record` (none: a new one) may be changed: the caller may send it now. */
export function isEditable(record: Acted): boolean {
  return !record || FORM_ACTIONS.some((a) => record.actions.includes(a));
}

/**
 * How the form's submit sends `record`: `resubmit` a returned one (naming the task that returned it),
 * `revise` a published notice (the module's submit call again), else `submit`. The table says which.
 */
export function sendingOf(record: Acted): 'submit' | 'resubmit' | 'revise' {
  if (record?.actions.includes('resubmit')) return 'resubmit';
  return record?.actions.includes('revise') ? 'revise' : 'submit';
}
