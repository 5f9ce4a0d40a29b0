import type { ModuleEntry } from '../types';
import { corpration } from './corpration';
import { organ1Detail } from './organ1Detail';
import { organ2 } from './organ2';
import { organ3 } from './organ3';
import { organ4 } from './organ4';
import { organ5 } from './organ5';
import { setup2 } from './setup2';
import { setup3 } from './setup3';
import { setup4 } from './setup4';
import { tradeunionoutinfo } from './tradeunionoutinfo';
import { tradeunionunitinfo } from './tradeunionunitinfo';

/** Group B's form modules beside setup1 (docs/forms/group-b.md); the catalogue index registers them. */
export const groupB: Record<string, ModuleEntry> = {
  organ1Detail,
  organ2,
  organ3,
  organ4,
  organ5,
  setup2,
  setup3,
  setup4,
  tradeunionoutinfo,
  tradeunionunitinfo,
  corpration,
};
