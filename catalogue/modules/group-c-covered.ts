import type { ModuleEntry } from '../types';
import { survey1 } from './survey1';
import { survey2 } from './survey2';
import { survey3 } from './survey3';

/**
 * The covered-enterprise modules beside survey (docs/forms/group-c-survey.md): the way into the
 * register (survey1), the way out (survey2) and the rename (survey3).
 */
export const groupCCovered: Readonly<Record<string, ModuleEntry>> = { survey1, survey2, survey3 };
