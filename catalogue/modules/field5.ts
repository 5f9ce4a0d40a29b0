import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { venueRegister } from './field2';
import { exampleVenue, registerViewFields } from './venue-fields';

/**
 * 职工服务阵地情况表 (docs/forms/group-c-field.md "field5"): a union's venues as one sheet, made from
 * the register, never typed (class k): `index` the caller's, `detail` a union's by id (its own or
 * one below it), `review` the sheet printed (template `venueSheet`).
 */
export const field5: ModuleEntry = {
  key: 'field5',
  group: 'C',
  title: { zh: '职工服务阵地情况表', en: 'Staff-service venue sheet' },
  titleField: 'venueName',
  route: '/myunion/fields/field5/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  calls: [],
  register: venueRegister('sheet'),
  fields: registerViewFields(),
  example: exampleVenue,
};
