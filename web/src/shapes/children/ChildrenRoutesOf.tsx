import { modules } from '../../catalogue';
import { childSections } from './child-pages';
import { ChildrenRoutes } from './ChildrenRoutes';

/** Props of `ChildrenRoutesOf`: what the route table knows of a module (web/src/module-directory.gen.ts). */
export interface ChildrenRoutesOfProps {
  /** A module with children. */
  moduleKey: string;
  /** The base of one of its sets of pages (`childSections`). */
  base: string;
}

/**
 * `ChildrenRoutes` by the module's key and the section's base: the route table names them without
 * the catalogue, which comes with this chunk.
 */
export function ChildrenRoutesOf({ moduleKey, base }: ChildrenRoutesOfProps) {
  const entry = modules[moduleKey];
  const section = entry && childSections(entry).find((s) => s.base === base);
  if (!entry || !section) throw new Error(`no children pages of ${moduleKey} under ${base}`);
  return <ChildrenRoutes entry={entry} section={section} />;
}
