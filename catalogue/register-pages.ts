import type { ModuleEntry } from './types';

type Paged = Pick<ModuleEntry, 'route' | 'register' | 'calls'>;

/** Whether the module files records of its own (a form that submits), besides any register it shows. */
const filesRecords = (entry: Pick<ModuleEntry, 'calls'>) => !entry.calls || entry.calls.includes('submit');

/**
 * Where a module's register page sits (`register`): at its route for a view with no form (field2,
 * field5), else beside its form, its route less a last `/form` (survey's enterprises at
 * /myunion/companys/survey). The seed's menus and the console's route table read it.
 */
export function registerPagePath(entry: Paged): string | undefined {
  if (!entry.register) return undefined;
  return filesRecords(entry) ? entry.route.replace(/\/form$/, '') : entry.route;
}

/** Whether the register page has a menu of its own (`<key>_register`) under the module's, as a module with a form. */
export const registerHasOwnMenu = (entry: Paged): boolean => entry.register !== undefined && filesRecords(entry);

/** The modules filed about a row of `register` (`subject.of.register`): survey2 and survey3 about an enterprise. */
export function modulesAboutRegister<E extends Pick<ModuleEntry, 'subject'>>(all: Readonly<Record<string, E>>, register: string): E[] {
  return Object.values(all).filter((e) => e.subject && 'register' in e.subject.of && e.subject.of.register === register);
}
