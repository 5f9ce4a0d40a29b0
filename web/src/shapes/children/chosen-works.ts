import type { RowSelectionState } from '@tanstack/react-table';
import type { ChildRecord } from './types';

/** The chosen works split by what a batch submit can do with them: those the server offers `submit` on, and the rest. */
export function chosenWorks(rows: readonly ChildRecord[], selection: RowSelectionState): { submittable: string[]; skipped: number } {
  const chosen = rows.filter((r) => selection[r.id]);
  const submittable = chosen.filter((r) => r.actions.includes('submit')).map((r) => r.id);
  return { submittable, skipped: chosen.length - submittable.length };
}
