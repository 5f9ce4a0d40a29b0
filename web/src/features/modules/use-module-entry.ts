import { modules, type ModuleEntry } from '../../catalogue';

/** The catalogue entry of `key`, or undefined for an unknown module. */
export function useModuleEntry(key: string | undefined): ModuleEntry | undefined {
  return key !== undefined && Object.hasOwn(modules, key) ? modules[key] : undefined;
}
