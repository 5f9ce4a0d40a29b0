import type { ModuleEntry } from '../../../catalogue';
import type { AnyRecordShape } from './record-shape';

/** The shapes the app was built with (`installShapes`). */
let installed: readonly AnyRecordShape[] = [];

/**
 * Gives the engine the shapes it serves. The app's composition (services/records/record-routes.ts)
 * calls it with `services/records/shapes`' list before any route is registered.
 */
export function installShapes(shapes: readonly AnyRecordShape[]): void {
  installed = shapes;
}

/** Every installed shape. */
export function allShapes(): readonly AnyRecordShape[] {
  return installed;
}

/** A shape that is on for an entry, with the entry's setting of it. */
export interface ShapeOn {
  shape: AnyRecordShape;
  opt: unknown;
}

/** The shapes on for the entry, in the list's order, each with its setting. */
export function shapesOn(entry: ModuleEntry): ShapeOn[] {
  return installed.flatMap((shape) => {
    const opt = shape.option(entry);
    return opt === undefined ? [] : [{ shape, opt }];
  });
}
