import type { ModuleEntry } from '../types';
import { finance1 } from './finance1';
import { finance3 } from './finance3';
import { finance4 } from './finance4';
import { finance5 } from './finance5';

/** Group D's funds modules (docs/forms/group-d.md): the funds overview, back payments, refunds and returns of the 2 % funds. */
export const groupDFunds: Readonly<Record<string, ModuleEntry>> = { finance1, finance3, finance4, finance5 };
