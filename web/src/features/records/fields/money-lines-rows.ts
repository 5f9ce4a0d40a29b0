import { computedFigure, keyColumn, parentOf, presetCodes, UNION_ACCOUNT_SUBJECTS, type FieldDef, type LinesDef } from '../../../catalogue';

/** A line as the console holds it: the key, the amounts as fen text (as typed), the note. */
export type LineRow = Record<string, string>;

const NO_LINES: LinesDef = { key: { month: {} }, columns: [] };
export const linesOf = (field: FieldDef): LinesDef => field.lines ?? NO_LINES;

/** A blank line of the key. */
export function blankLine(lines: LinesDef, key: string): LineRow {
  return { [keyColumn(lines)]: key, ...Object.fromEntries(lines.columns.map((c) => [c.name, ''])), note: '' };
}

/** The lines a new form starts with: the preset subjects, amounts blank. */
export function presetLines(lines: LinesDef): LineRow[] {
  if (!('subject' in lines.key) || !lines.preset) return [];
  return presetCodes(lines.preset, lines.key.subject.classes).map((code) => blankLine(lines, code));
}

/** The subjects of the field's classes (the chart's), for adding a line. */
export function subjectsOf(lines: LinesDef): string[] {
  if (!('subject' in lines.key)) return [];
  const { classes } = lines.key.subject;
  return UNION_ACCOUNT_SUBJECTS.map(([code]) => code).filter((c) => classes.some((k) => c.startsWith(k)));
}

/** True when the line is a subtotal: a subject with a detail line present. */
export const isSubtotal = (lines: LinesDef, rows: readonly LineRow[], key: string) =>
  'subject' in lines.key && lines.details === true && rows.some((r) => parentOf(r.code ?? '') === key);

const fen = (text: string | undefined) => (text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined);

/**
 * The lines in key order (a detail line under its subject: '501' < '50101' < '502'), with the
 * figures the form computes filled as one types: each subtotal the sum of its details, each
 * computed column its share or difference (a share read from another field is left to the server).
 */
export function withFigures(lines: LinesDef, rows: readonly LineRow[]): LineRow[] {
  const keyCol = keyColumn(lines);
  const sorted = [...rows].sort((a, b) => (a[keyCol] ?? '').localeCompare(b[keyCol] ?? ''));
  const out = sorted.map((r) => ({ ...r }));
  for (const row of out) {
    for (const c of lines.columns) {
      const k = c.computed;
      // A share read from another field (`percentFrom`) is left to the server, which fills it.
      if (!k || 'percentFrom' in k) continue;
      const [a, b] = 'diff' in k ? [fen(row[k.diff[0]]), fen(row[k.diff[1]])] : [fen(row[k.shareOf]), 0];
      const figure = a === undefined || b === undefined ? undefined : 'diff' in k ? a - b : computedFigure(k, a);
      row[c.name] = figure === undefined ? '' : String(figure);
    }
  }
  if (lines.details && 'subject' in lines.key) {
    for (const row of out) {
      const details = out.filter((r) => parentOf(r.code ?? '') === row.code);
      if (details.length === 0) continue;
      for (const c of lines.columns) {
        const cells = details.map((d) => fen(d[c.name]) ?? (d[c.name] === '' ? 0 : undefined));
        row[c.name] = cells.every((n) => n !== undefined) ? String(cells.reduce((a, b) => a! + b!, 0)) : '';
      }
    }
  }
  return out;
}
