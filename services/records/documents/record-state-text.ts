import { resolveStep, stateName, type Lang, type ModuleEntry } from '../../../catalogue';
import { docText } from './texts';

/** A record's state as a document names it. */
export interface StatedRecord {
  state: string;
  stateName: string;
  stageName: string | null;
  step: string;
  form?: unknown;
}

/**
 * The state a filed document and a 台账 print: the record's state (with its stage while in review);
 * for a stepped record past its first step, the step approved before it too (成立申请：已通过；建会资料：草稿),
 * since the record's own state is then the next step's draft, never the application's.
 */
export function documentStateName(entry: ModuleEntry, record: StatedRecord, lang: Lang): string {
  const own = record.stageName ? docText('stateWithStage', lang, { state: record.stateName, stage: record.stageName }) : record.stateName;
  const steps = entry.steps ?? [];
  const index = steps.findIndex((s) => s.key === record.step);
  if (index <= 0 || record.state === 'approved') return own;
  const form = (record.form ?? {}) as Record<string, unknown>;
  const title = (key: string) => resolveStep(entry, key, form)?.title[lang] ?? key;
  return [
    docText('stepState', lang, { step: title(steps[index - 1]!.key), state: stateName('approved', lang) }),
    docText('stepState', lang, { step: title(record.step), state: own }),
  ].join(docText('stateJoin', lang));
}
