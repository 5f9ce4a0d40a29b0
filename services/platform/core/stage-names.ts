import { modules, type Lang } from '../../../catalogue';
import type { FlowModelDef } from '../../../catalogue';

type Names = FlowModelDef['stages'][number]['name'];

/** Every stage of the catalogue's flow models by its Chinese name, the form stored with tasks and events. */
function stagesByStoredName(): Map<string, Names> {
  const byName = new Map<string, Names>();
  for (const entry of Object.values(modules)) for (const stage of entry.flowModel.stages) byName.set(stage.name.zh, stage.name);
  return byName;
}
const STAGES = stagesByStoredName();

/**
 * A stage's name in `lang`. Tasks, records and events keep the name pinned at the flow's start (in
 * Chinese); a reader in English gets the catalogue's English name for it, or the stored one when the
 * catalogue no longer knows that stage.
 */
export function stageNameIn(lang: Lang, stored: string): string {
  return STAGES.get(stored)?.[lang] ?? stored;
}
