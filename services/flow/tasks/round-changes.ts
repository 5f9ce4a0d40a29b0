import { isDeepStrictEqual } from 'node:util';
import type { FieldDef, Lang } from '../../../catalogue';
import type { StoredFlowEvent } from '../../../db';

/** One field a resubmission changed: its value in the round before (as reviewed, with reviewers' edits) and now. */
export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/**
 * What each resubmission changed against the round before it, by the resubmission's seq: the form as
 * it last went to review (a submission, a republication or a resubmission, with the edits reviewers
 * approved since) compared field by field with the form sent again, in the entry's field order (keys
 * beyond its fields after them). Only fields in `seen` (null: all) are told: a viewer who may not see
 * a field sees no before or after of it either.
 */
export function roundChanges(
  events: readonly StoredFlowEvent[],
  fields: readonly Pick<FieldDef, 'name' | 'label'>[],
  lang: Lang,
  seen: readonly string[] | null,
): Map<number, FieldChange[]> {
  const changes = new Map<number, FieldChange[]>();
  let round = null as Record<string, unknown> | null;
  const order = new Map(fields.map((f, i) => [f.name, i]));
  const rank = (k: string) => order.get(k) ?? fields.length;
  for (const e of events) {
    if (e.type === 'submitted' || e.type === 'published.revised') round = e.payload.form;
    else if (e.type === 'task.completed' && round) round = { ...round, ...(e.payload.edits ?? {}) };
    else if (e.type === 'resubmitted') {
      const before: Record<string, unknown> = round ?? {};
      const after = e.payload.form;
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .filter((k) => (seen === null || seen.includes(k)) && !isDeepStrictEqual(before[k] ?? null, after[k] ?? null))
        .sort((a, b) => rank(a) - rank(b));
      changes.set(
        e.seq,
        keys.map((k) => ({
          field: k,
          label: fields.find((f) => f.name === k)?.label[lang] ?? k,
          before: before[k] ?? null,
          after: after[k] ?? null,
        })),
      );
      round = after;
    }
  }
  return changes;
}
