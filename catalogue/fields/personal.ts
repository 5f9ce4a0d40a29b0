import type { FieldDef } from '../types';
import { kindOf } from './registry';
import type { FormValue } from './values';

/**
 * Personal data (docs/forms/group-c-rights.md "Personal data: one engine capability"). A field's level
 * is `mask` (its kind carries a mask, unless the field lowers it with `personal: false`), `private`
 * (`personal: 'private'`: not shown at all to those not entitled) or none.
 */
export type PersonalLevel = 'mask' | 'private' | undefined;

type Row = Record<string, unknown>;

export function personalLevel(field: FieldDef): PersonalLevel {
  if (field.personal === 'private') return 'private';
  if (field.personal === false) return undefined;
  return kindOf(field.kind).mask ? 'mask' : undefined;
}

/**
 * The personal fields of a form by path, as `reveal` names them: `memberIdCard`, or a column of a
 * table as `members[].idCard`.
 */
export function personalPaths(fields: readonly FieldDef[]): string[] {
  return fields.flatMap((f) => {
    const own = personalLevel(f) ? [f.name] : [];
    const columns = f.kind === 'rows' ? (f.columns ?? []).filter((c) => personalLevel(c)).map((c) => `${f.name}[].${c.name}`) : [];
    return [...own, ...columns];
  });
}

/** True when the form has a personal field or column. */
export const hasPersonalData = (fields: readonly FieldDef[]) => personalPaths(fields).length > 0;

/** The personal slots of a form's files fields, as `files.idcopy` (the name a log row keeps). */
export function personalSlots(fields: readonly FieldDef[]): { field: string; slot: string; path: string }[] {
  return fields.flatMap((f) =>
    f.kind === 'attachments'
      ? (f.slots ?? []).filter((s) => s.personal).map((s) => ({ field: f.name, slot: s.key, path: `${f.name}.${s.key}` }))
      : [],
  );
}

/** The file ids a form holds in personal slots, by id with the slot's path (`files.idcopy`). */
export function personalFileIds(fields: readonly FieldDef[], form: Readonly<Row> | null | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const { field, slot, path } of personalSlots(fields)) {
    const held = form?.[field];
    const ids = held && typeof held === 'object' && !Array.isArray(held) ? (held as Row)[slot] : undefined;
    if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') found.set(id, path);
  }
  return found;
}

/** A files field's value without its personal slots (`private`: absent to those not entitled). */
function withoutPersonalSlots(field: FieldDef, value: unknown): unknown {
  const personal = (field.slots ?? []).filter((s) => s.personal).map((s) => s.key);
  if (!personal.length || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Row).filter(([k]) => !personal.includes(k)));
}

const maskValue = (field: FieldDef, value: unknown): unknown => {
  const mask = kindOf(field.kind).mask;
  return mask && typeof value === 'string' && value ? mask(value) : value;
};

/** A table's rows with their personal columns masked (`private` ones left out unless `entitled`). */
function maskRows(columns: readonly FieldDef[], rows: unknown, entitled: boolean): unknown {
  if (!Array.isArray(rows) || !columns.some((c) => personalLevel(c))) return rows;
  return rows.map((row: unknown) => {
    if (!row || typeof row !== 'object') return row;
    const out: Row = {};
    for (const [k, v] of Object.entries(row as Row)) {
      const column = columns.find((c) => c.name === k);
      const level = column && personalLevel(column);
      if (level === 'private' && !entitled) continue;
      out[k] = level === 'mask' ? maskValue(column!, v) : v;
    }
    return out;
  });
}

/**
 * The form as it leaves the portal: every `mask` field (and column) masked for everyone, every
 * `private` one absent unless the viewer is `entitled` to the record's full values. The full value of
 * a `mask` field goes out only through `reveal` (logged).
 */
export function maskForm<T extends object>(fields: readonly FieldDef[], form: T, entitled: boolean): T {
  if (!hasPersonalData(fields) && (entitled || !personalSlots(fields).length)) return form;
  const out: Row = {};
  for (const [k, v] of Object.entries(form as Row)) {
    const field = fields.find((f) => f.name === k);
    const level = field && personalLevel(field);
    if (level === 'private' && !entitled) continue;
    if (field?.kind === 'rows') out[k] = maskRows(field.columns ?? [], v, entitled);
    else if (field?.kind === 'attachments') out[k] = entitled ? v : withoutPersonalSlots(field, v);
    else out[k] = level === 'mask' ? maskValue(field!, v) : v;
  }
  return out as T;
}

/** The sent value, or the stored one when what was sent is exactly the stored value's mask (the console echoing what it was shown). */
function kept(field: FieldDef, sent: unknown, stored: unknown): unknown {
  return typeof sent === 'string' && typeof stored === 'string' && stored && sent === maskValue(field, stored) ? stored : sent;
}

/**
 * A write's form with each echoed mask replaced by the stored value it masks (a mask is never
 * stored); any other value stays as sent and is checked by its kind. A table's rows are matched by
 * position.
 */
export function keepEchoedMasks(fields: readonly FieldDef[], sent: Row, stored: Readonly<Row> | null | undefined): Row {
  if (!stored || !hasPersonalData(fields)) return sent;
  const out: Row = { ...sent };
  for (const f of fields) {
    if (!(f.name in sent)) continue;
    if (personalLevel(f) === 'mask') out[f.name] = kept(f, sent[f.name], stored[f.name]);
    else if (f.kind === 'rows' && Array.isArray(sent[f.name]) && Array.isArray(stored[f.name])) {
      const masked = (f.columns ?? []).filter((c) => personalLevel(c) === 'mask');
      const old = stored[f.name] as unknown[];
      out[f.name] = (sent[f.name] as unknown[]).map((row, i) => {
        const before = old[i];
        if (!row || typeof row !== 'object' || !before || typeof before !== 'object') return row;
        const next: Row = { ...(row as Row) };
        for (const c of masked) if (c.name in next) next[c.name] = kept(c, next[c.name], (before as Row)[c.name]);
        return next;
      });
    }
  }
  return out;
}

/**
 * The form with the full values `reveal` answered put in place of their masks (the console's form
 * the applicant edits: it never sends a mask back). A column's values go to its rows in order.
 */
export function withRevealed(form: Readonly<Row>, revealed: Readonly<Record<string, unknown>>): Row {
  const out: Row = { ...form };
  for (const [path, value] of Object.entries(revealed)) {
    const [table, column] = path.split('[].');
    if (column === undefined) out[path] = value;
    else if (Array.isArray(out[table!]) && Array.isArray(value)) {
      out[table!] = (out[table!] as unknown[]).map((row, i) =>
        row && typeof row === 'object' ? { ...(row as Row), [column]: value[i] ?? null } : row,
      );
    }
  }
  return out;
}

/**
 * The named paths' full values of a stored form (`reveal`): `name`, or `table[].column` for the
 * column of every row (a list, in row order).
 */
export function revealedValues(form: Readonly<Row>, paths: readonly string[]): Record<string, FormValue | (FormValue | null)[] | null> {
  return Object.fromEntries(
    paths.map((p) => {
      const [table, column] = p.split('[].');
      if (column === undefined) return [p, (form[p] as FormValue | undefined) ?? null];
      const rows = Array.isArray(form[table!]) ? (form[table!] as Row[]) : [];
      return [p, rows.map((r) => ((r && typeof r === 'object' ? r[column] : null) as FormValue | undefined) ?? null)];
    }),
  );
}
