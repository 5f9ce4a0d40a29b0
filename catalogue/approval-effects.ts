import type { ApprovedEffect, EffectKey, EffectsDef } from './types';

/** The effects an approval runs, in order: a single `onApproved` key read as a list of one. */
export function approvedEffects(effects: EffectsDef | undefined): readonly ApprovedEffect[] {
  const declared = effects?.onApproved;
  if (!declared) return [];
  return typeof declared === 'string' ? [{ effect: declared }] : declared;
}

/** Whether an approval of the entry runs effect `key` (under any condition): the guards that prepare for one ask. */
export function approvalRuns(effects: EffectsDef | undefined, key: EffectKey): boolean {
  return approvedEffects(effects).some((e) => e.effect === key);
}
