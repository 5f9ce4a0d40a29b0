import type { ModuleEntry } from '../types';
import { firstaid } from './firstaid';
import { rights4 } from './rights4';

/** Group C's legal aid and first aid (docs/forms/group-c-rights.md): rights4 and firstaid. */
export const groupCRightsAid: Readonly<Record<string, ModuleEntry>> = { rights4, firstaid };
