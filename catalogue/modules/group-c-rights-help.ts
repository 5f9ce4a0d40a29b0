import type { ModuleEntry } from '../types';
import { rights1 } from './rights1';
import { rights2 } from './rights2';
import { rights3 } from './rights3';

/** Rights protection's mutual aid, relief and hardship help (docs/forms/group-c-rights.md): rights1, rights2, rights3. */
export const groupCRightsHelp: Readonly<Record<string, ModuleEntry>> = { rights1, rights2, rights3 };
