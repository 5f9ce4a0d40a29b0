// The 台账's columns worked out from the form (`document.derived`): counts, years, a rows field as one line or a sum.
import {
  birthDateOf,
  excelCell,
  isPlainObject,
  referenceDay,
  yearsOn,
  type FieldDef,
  type FormValue,
  type Lang,
  type LedgerDerived,
  type ModuleEntry,
} from '../../../catalogue';
import { PERCENT, shareCell, type SheetColumn, type SheetRecord } from './sheet-columns';
import { docText } from './texts';

const formOf = (r: SheetRecord) => (r.form ?? {}) as Record<string, unknown>;

/** The rows of the rows field `from`, the plain objects only. */
const rowsOf = (r: SheetRecord, from: string): Record<string, unknown>[] => {
  const rows = formOf(r)[from];
  return Array.isArray(rows) ? rows.filter(isPlainObject) : [];
};

const columnOf = (entry: ModuleEntry, from: string, name: string): FieldDef | undefined =>
  entry.fields.find((f) => f.name === from)?.columns?.find((c) => c.name === name);

/**
 * A column worked out from the form: the number of a rows field's rows; whole years from a birth date
 * (or an ID number's) or another date to the day its `at` names; a rows field as one line (each row's
 * name cell ×count, its approved count once set); the sum of a rows field's number column; one number
 * field's share of another (a percentage, `—` without a second). Empty while what it reads is missing.
 */
export function derivedColumn(entry: ModuleEntry, d: LedgerDerived, lang: Lang): SheetColumn {
  const header = d.label[lang];
  const width = (least: number) => Math.max(least, header.length * (lang === 'zh' ? 2 : 1) + 2);
  switch (d.kind) {
    case 'rowCount':
      return { header, width: width(8), cell: (r) => rowsOf(r, d.from).length };
    case 'ratio':
      return {
        header,
        width: width(8),
        format: PERCENT,
        ratio: { numerator: d.numerator, denominator: d.denominator },
        cell: (r) => shareCell(formOf(r)[d.numerator], formOf(r)[d.denominator]),
      };
    case 'rowSum':
      return {
        header,
        width: width(10),
        summed: d.total === true,
        cell: (r) => {
          const counts = rowsOf(r, d.from)
            .map((row) => row[d.column])
            .filter((n): n is number => typeof n === 'number');
          return counts.length ? counts.reduce((a, b) => a + b, 0) : null;
        },
      };
    case 'rowsText': {
      const name = columnOf(entry, d.from, d.name);
      return {
        header,
        width: width(40),
        cell: (r, ctx) => {
          const lines = rowsOf(r, d.from).map((row) => {
            const named = name ? excelCell(name, row[d.name] as FormValue, ctx) : row[d.name];
            const line = docText('rowOfLine', lang, { name: String(named ?? ''), count: String(row[d.count] ?? '') });
            const approved = d.approved ? row[d.approved] : undefined;
            return typeof approved === 'number' ? line + docText('rowApproved', lang, { n: approved }) : line;
          });
          return lines.length ? lines.join(docText('rowsJoin', lang)) : null;
        },
      };
    }
    default:
      return {
        header,
        width: width(8),
        cell: (r) => {
          const form = formOf(r);
          const from = birthDateOf(form[d.from]);
          const submitted = r.submitTime ? `${r.submitTime.slice(0, 4)}-12-31` : null;
          const day =
            d.at === 'submitted'
              ? submitted
              : (referenceDay(
                  d.at,
                  (n) => form[n],
                  lang,
                  () => '',
                )?.day ?? null);
          return from && day && from <= day ? yearsOn(from, day) : null;
        },
      };
  }
}
