import { modules, type ModuleEntry } from '../../../catalogue';

/** The catalogue entry of `key`, or undefined for an unknown module. */
export function moduleEntryOf(key: string | undefined): ModuleEntry | undefined {
  return key !== undefined && Object.hasOwn(modules, key) ? modules[key] : undefined;
}

/** The same for a component (it holds no state). */
export const useModuleEntry = moduleEntryOf;
