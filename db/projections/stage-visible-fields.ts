import type { StagePlan } from '../event-store/events';

/**
 * The form fields a stage's reviewers see, as the stage's field permissions say: its visible and its
 * editable fields (visible first, each once); null when the stage names no visible fields (it shows
 * the whole form). The one reading of a stage's `fields` for the read models (`flow_task.visible_fields`).
 */
export function stageVisibleFields(stage: Pick<StagePlan, 'fields'> | null | undefined): string[] | null {
  const visible = stage?.fields?.visible;
  if (!visible) return null;
  return [...new Set([...visible, ...(stage.fields?.editable ?? [])])];
}

/** The stage of a plan (`flow.started` / `flow.migrated` stages) by its key. */
export const planStage = (stages: readonly StagePlan[] | undefined, key: string) => stages?.find((s) => s.key === key);
