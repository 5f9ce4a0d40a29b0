import type { ModuleEntry } from '../types';
import { groupB } from './group-b';
import { setup1 } from './setup1';
import { survey } from './survey';

/** Every module of the catalogue, by key. */
export const modules: Readonly<Record<string, ModuleEntry>> = { setup1, ...groupB, survey };
