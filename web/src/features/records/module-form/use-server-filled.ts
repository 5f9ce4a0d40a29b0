import { useEffect, useMemo } from 'react';
import { SETTINGS_SOURCE, fillServerColumns, keyColumn, serverFilledColumns, type FormData, type ModuleEntry } from '../../../catalogue';
import { toInput } from '../fields';
import { records } from '../../../api';
import { useLoader } from '../../../lib';
import type { FieldsForm } from './use-fields-form';

/**
 * The figures the save writes into the entry's `serverFilled` columns (finance7's budget, from the
 * union's approved finance2 of the form's year) and fields (rights3's 低保, the federation's setting), read from the module's `server-filled` call for
 * the year the form names and put into each line while `active`: the union sees its budget beside
 * its actuals, and the console checks the form (a deviation's note) as the server will. Read-only:
 * whatever the column held is replaced, as the server does on every save. A saved record (`recordId`) reads the
 * settings of its first submission's year, as the server checks a returned form.
 */
export function useServerFilled(entry: ModuleEntry, form: Pick<FieldsForm, 'fill' | 'values'>, active: boolean, recordId?: string): void {
  const columns = useMemo(() => serverFilledColumns(entry.fields), [entry]);
  const settings = useMemo(() => entry.fields.filter((f) => f.serverFilled), [entry]);
  const yearFields = useMemo(
    () => [
      ...new Set([
        ...columns.map((c) => c.from.yearField),
        ...settings.flatMap((f) => (f.serverFilled?.year ? [f.serverFilled.year] : [])),
      ]),
    ],
    [columns, settings],
  );
  const itemFields = useMemo(() => [...new Set(settings.flatMap((f) => (f.serverFilled?.item ? [f.serverFilled.item] : [])))], [settings]);
  const years = Object.fromEntries([
    ...yearFields.flatMap((f) => {
      const raw = String(form.values[f] ?? '').trim();
      return /^\d{4}$/.test(raw) ? [[f, raw]] : [];
    }),
    ...itemFields.flatMap((f) => {
      const raw = String(form.values[f] ?? '').trim();
      return raw ? [[f, raw]] : [];
    }),
  ]);
  const yearsKey = JSON.stringify(years);
  const sources = useLoader(
    columns.length + settings.length > 0 && active ? `server-filled:${entry.key}:${recordId ?? ''}:${yearsKey}` : null,
    () => records.serverFilled(entry.key, years, recordId),
  ).data;
  // The lines' subjects, so that a line added or removed is filled, and typing an amount is not a reason to.
  const linesKey = JSON.stringify(
    columns.map((c) => {
      const lines = form.values[c.field];
      const key = keyColumn(entry.fields.find((f) => f.name === c.field)!.lines!);
      return Array.isArray(lines) ? lines.map((l) => (l && typeof l === 'object' ? (l as Record<string, unknown>)[key] : null)) : [];
    }),
  );
  const { fill } = form;
  useEffect(() => {
    if (!sources || !active) return;
    fill((current) => {
      const filled = fillServerColumns(entry.fields, current as unknown as FormData, sources);
      const fromSettings = sources[SETTINGS_SOURCE] ?? {};
      // Only what changes: an unchanged fill must not redraw the form (and run this again).
      return Object.fromEntries([
        ...Object.entries(filled).filter(([name, value]) => JSON.stringify(textual(value)) !== JSON.stringify(current[name])),
        ...settings.flatMap((f) => {
          const value = (fromSettings[f.name] ?? null) as FormData[string];
          return JSON.stringify(toInput(f, value)) !== JSON.stringify(current[f.name]) ? [[f.name, value] as const] : [];
        }),
      ]) as FormData;
    });
  }, [sources, active, fill, entry, settings, linesKey]);
}

/** Lines as their inputs hold them (every figure as text, none as blank), to compare with the form's values. */
const textual = (value: unknown) =>
  Array.isArray(value)
    ? value.map((l) =>
        l && typeof l === 'object'
          ? Object.fromEntries(
              Object.entries(l as Record<string, unknown>).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
            )
          : l,
      )
    : value;
