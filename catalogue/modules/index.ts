import type { ModuleEntry } from '../types';
import { setup1 } from './setup1';

/** Every module of the catalogue, by key. */
export const modules: Readonly<Record<string, ModuleEntry>> = { setup1 };
