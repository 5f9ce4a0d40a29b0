import type { ModuleEntry } from '../../../catalogue';
import type { FormPart } from './record-shape';
import { shapesOn } from './shape-registry';

/** The parts the entry's forms carry beyond its fields: those of the shapes on for it (`RecordShape.formPart`). */
export function formPartsOf(entry: ModuleEntry): FormPart[] {
  return shapesOn(entry).flatMap(({ shape, opt }) => shape.formPart?.(entry, opt) ?? []);
}
