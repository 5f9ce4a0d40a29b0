import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry, RegisterDef } from '../types';
import { exampleVenue, registerViewFields } from './venue-fields';

/** The union's venue register as field work's views read it: the area summed, counted by kind, the managers' mobiles masked. */
export const venueRegister = (view: RegisterDef['view']): RegisterDef => ({
  key: 'venue',
  view,
  totals: { sum: ['area'], by: 'venueType' },
  personal: ['managerTel'],
});

/**
 * 阵地场所明细 (docs/forms/group-c-field.md "field2"): the union's venue register, written by the
 * approvals of field1 and field4 only. No form and no records (class k): `index` lists the rows,
 * `getid` reserves a new venue's number for a declaration's row, `remove` (a GET, as the spec sends
 * it) closes rows the union no longer has. Its fields are the register's columns, for the console.
 */
export const field2: ModuleEntry = {
  key: 'field2',
  group: 'C',
  title: { zh: '阵地场所明细', en: 'Venue register' },
  titleField: 'venueName',
  route: '/myunion/field/venues',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  calls: ['getid'],
  methods: { remove: 'GET' },
  register: venueRegister('rows'),
  fields: registerViewFields(),
  example: exampleVenue,
};
