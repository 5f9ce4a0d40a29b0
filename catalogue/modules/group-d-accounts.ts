import type { ModuleEntry } from '../types';
import { finance2 } from './finance2';
import { finance6 } from './finance6';
import { finance7 } from './finance7';
import { finance8 } from './finance8';

/**
 * Group D's accounts modules (docs/forms/group-d.md): the annual budget (finance2), the funds audit
 * survey answer (finance6), the final accounts (finance7) and the funds review committee (finance8).
 */
export const groupDAccounts: Record<string, ModuleEntry> = {
  finance2,
  finance6,
  finance7,
  finance8,
};
