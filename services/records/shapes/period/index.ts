/** The `period` shape: one record per union and period (year, or call for applications; with more fields of the form, `alsoBy`). */
import type { PeriodDef } from '../../../../catalogue';
import type { CommandGuard, RecordShape } from '../../engine';
import { withPeriodHeld } from './period-claim';
import { assertPeriodFields } from './period-key';
import { assertRoundScoped } from './period-round';

/** Every form command holds the form's period for the record first: a second record of the union and period is a 409. */
const holdPeriod: CommandGuard = (db, entry, s, send) =>
  withPeriodHeld(db, entry, { tenantId: s.viewer.tenantId, unionId: s.unionId, recordId: s.recordId, lang: s.lang }, s.form, send);

export const periodShape: RecordShape<PeriodDef> = {
  name: 'period',
  option: (entry) => {
    assertRoundScoped(entry);
    assertPeriodFields(entry);
    return entry.period;
  },
  guards: { save: holdPeriod, submit: holdPeriod, resubmit: holdPeriod },
};
