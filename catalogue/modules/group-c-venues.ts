import type { ModuleEntry } from '../types';
import { field1 } from './field1';
import { field2 } from './field2';
import { field4 } from './field4';
import { field4material } from './field4material';
import { field5 } from './field5';

/** Group C's venues and mother-baby rooms (docs/forms/group-c-field.md); the catalogue index registers them. */
export const groupCVenues: Record<string, ModuleEntry> = {
  field2,
  field5,
  field1,
  field4,
  field4material,
};
