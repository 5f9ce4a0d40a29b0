import { createContext, useContext, type ReactNode } from 'react';
import type { PickerNames } from '../../../api';

const PickerNamesContext = createContext<PickerNames | undefined>(undefined);

/**
 * Lends the cells below it a record's picker names (the API's `names`), so a union or person picker,
 * also as a column of a table, shows the name; outside one, or for an id the record does not name, the id.
 */
export function PickerNamesProvider({ names, children }: { names: PickerNames | undefined; children: ReactNode }) {
  return <PickerNamesContext.Provider value={names}>{children}</PickerNamesContext.Provider>;
}

/** The picker names of the nearest `PickerNamesProvider`. */
export const usePickerNames = (): PickerNames | undefined => useContext(PickerNamesContext);
