/**
 * The reviewer's view of a lines form (docs/forms/group-d.md "The reviewer's view", `priorFigures`):
 * each record's list row and detail (and so the task dialog, which reads the detail) carry per line
 * of the compared lines fields and per total the union's approved figure of the year the option
 * names, the change, its percentage and a flag where the change is over the threshold (the
 * federation's `line_change_threshold_percent` of the record's year, and the entry's amount). Reads only.
 */
import type { PriorFiguresDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { linesChanges, totalChange } from './compare';
import { priorForm, thresholdPercent } from './prior-record';

export const priorFiguresShape: RecordShape<PriorFiguresDef> = {
  name: 'priorFigures',
  option: (entry) => entry.priorFigures,
  rowParts: async (app, _request, entry, ids) => {
    const def = entry.priorFigures!;
    if (ids.length === 0) return new Map();
    const records = await app.db.selectFrom('record').select(['id', 'tenant_id', 'union_id', 'form']).where('id', 'in', ids).execute();
    const parts = await Promise.all(
      records.map(async (r): Promise<[string, Record<string, unknown>]> => {
        const form = r.form as Record<string, unknown>;
        const year = Number(form[def.yearField]);
        if (!Number.isInteger(year)) return [r.id, { priorFigures: null }];
        const priorYear = year - def.back;
        const [prior, percent] = await Promise.all([
          priorForm(app.db, entry, def, r.tenant_id, r.union_id, priorYear),
          thresholdPercent(app.db, r.tenant_id, year),
        ]);
        const threshold = { percent, amount: def.amount };
        const lines = def.lines.flatMap((c) => {
          const field = entry.fields.find((f) => f.name === c.field);
          return field?.lines ? linesChanges(field.lines, c, form, prior, threshold) : [];
        });
        const totals = (def.totals ?? []).map((t) => totalChange(t, form, prior, threshold));
        return [r.id, { priorFigures: { year: priorYear, found: prior !== undefined, threshold, lines, totals } }];
      }),
    );
    return new Map(parts);
  },
};
