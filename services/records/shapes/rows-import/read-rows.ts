import {
  aroundFieldsOf,
  repeatedRows,
  ruleMessage,
  validateForm,
  yuanToFen,
  type FieldDef,
  type FieldError,
  type Lang,
  type RowValue,
} from '../../../../catalogue';
import { message } from '../../../platform/core';
import type { ImportSheet, SheetProblems } from '../../sheet-import';

/** A column's header in the template: its Chinese label (or, read, its English one), a `*` after it where the column is required. */
export const headerOf = (column: FieldDef, lang: Lang = 'zh'): string =>
  `${column.label[lang]}${column.rules.some((r) => r.rule === 'required') ? '*' : ''}`;

/** Whether a sheet's header cell names `column`: its label in Chinese or English, with or without the `*`. */
const names = (header: string, column: FieldDef): boolean =>
  (['zh', 'en'] as const).some((lang) => header === column.label[lang] || header === headerOf(column, lang));

/** Each dictionary's labels by key, in one language. */
export type DictLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What reading needs of the tenant: each dictionary's labels in Chinese (as the template lists them) and in English. */
export type ChoiceLabels = Readonly<Record<Lang, DictLabels>>;

/** The keys of each dictionary, as the form's check takes them. */
export const keysOf = (labels: DictLabels) => Object.fromEntries(Object.entries(labels).map(([code, byKey]) => [code, Object.keys(byKey)]));

/** The rows read from a sheet: their values as the form holds them, each with the sheet row it came from. */
export interface SheetRows {
  rows: RowValue[];
  numbers: number[];
}

/** Adds a bad cell: the form's path it would fill, its sheet row and column header, the rule and its words in the request's language (第3行「身份证号」：…). */
function addCell(problems: SheetProblems, lang: Lang, path: string, row: number, column: FieldDef, rule: string, problem: string) {
  const header = column.label.zh;
  problems.add({
    field: path,
    row,
    column: header,
    rule,
    message: message('linesImportCell', lang, { row: String(row), column: column.label[lang], problem }),
  });
}

/** The parts a multiple choice cell is split at: 、 ， , ； ; and spaces. */
const PARTS = /[、，,；;\s]+/;

/** A choice's key by what a cell may hold: its Chinese label, its key, or its English label in any case. */
function choiceKeys(labels: ChoiceLabels, dict: string): (text: string) => string | undefined {
  const zh = new Map(Object.entries(labels.zh[dict] ?? {}).map(([key, label]) => [label, key]));
  const en = new Map(Object.entries(labels.en[dict] ?? {}).map(([key, label]) => [label.toLowerCase(), key]));
  return (text) => zh.get(text) ?? (Object.hasOwn(labels.zh[dict] ?? {}, text) ? text : en.get(text.toLowerCase()));
}

/**
 * A cell's text as the form's input takes it: a choice by its Chinese or English label or its key (none of
 * them: rule `dict`), an amount in yuan read to fen (rule `money`); other kinds as typed, their own checks to come.
 */
function cellValue(column: FieldDef, text: string, labels: ChoiceLabels): { value: unknown } | { rule: 'dict' | 'money' } {
  if (column.kind === 'dict' || column.kind === 'dictMulti') {
    const keyOf = choiceKeys(labels, column.dict ?? '');
    // A multiple choice is split at its separators, an English label's spaces kept when the whole cell is one.
    const chosen = column.kind === 'dict' ? [text] : keyOf(text) !== undefined ? [text] : text.split(PARTS).filter(Boolean);
    const keys = chosen.map(keyOf);
    if (keys.some((k) => k === undefined)) return { rule: 'dict' };
    return { value: column.kind === 'dict' ? keys[0] : keys };
  }
  if (column.kind === 'money') {
    const fen = yuanToFen(text);
    return fen === null ? { rule: 'money' } : { value: fen };
  }
  return { value: text };
}

/**
 * The rows of the rows field `field` in an imported sheet: its columns found by header (the label in
 * Chinese or English, a `*` or none), each row with a value a row of the field, each cell read as `cellValue` says (a
 * choice by its Chinese or English label or its key) and checked
 * as a form of the row's columns on submit (every required cell, an ID number's check digit, its
 * sex agreeing). Every bad cell is added to `problems`, named by its sheet row and column header; a
 * missing required column by the header row.
 */
export function readRows(
  sheet: ImportSheet,
  field: FieldDef,
  labels: ChoiceLabels,
  today: string,
  problems: SheetProblems,
  lang: Lang,
): SheetRows {
  const columns = field.columns ?? [];
  const bad = (row: number, column: FieldDef, target: string, rule: string, problem: string) =>
    addCell(problems, lang, `${field.name}${target}`, row, column, rule, problem);
  const at = new Map(columns.map((c) => [c, sheet.header.findIndex((h, i) => i > 0 && names(h, c))]));
  for (const [c, i] of at)
    if (i < 1 && c.rules.some((r) => r.rule === 'required'))
      bad(sheet.headerRow, c, '', 'column', message('linesImportNoColumn', lang, { column: c.label.zh }));

  const dicts = keysOf(labels.zh);
  const out: SheetRows = { rows: [], numbers: [] };
  for (const { number, cells } of sheet.rows) {
    const texts = new Map([...at].map(([c, i]) => [c, i > 0 ? (cells[i] ?? '').trim() : '']));
    // A row with nothing in the field's columns is a gap, not a row.
    if ([...texts.values()].every((t) => t === '')) continue;
    const index = out.rows.length;
    const input: Record<string, unknown> = {};
    const unread = new Set<string>();
    for (const [c, text] of texts) {
      if (text === '') continue;
      const read = cellValue(c, text, labels);
      if ('value' in read) input[c.name] = read.value;
      else {
        unread.add(c.name);
        // The labels in the request's language (the key and the other language's label are taken too).
        const options = Object.values(labels[lang][c.dict ?? ''] ?? {}).join(lang === 'en' ? ', ' : '、');
        const problem =
          read.rule === 'dict'
            ? message('teamImportDict', lang, { value: text.slice(0, 40), column: c.label[lang], options })
            : message('linesImportMoney', lang, { value: text.slice(0, 40) });
        bad(number, c, `[${index}].${c.name}`, read.rule, problem);
      }
    }
    const checked = validateForm({ fields: columns }, input, { lang, mode: 'submit', today, dicts });
    // A cell already named (unreadable, so left out of the row) is not named again as missing.
    for (const e of checked.errors.filter((e: FieldError) => !unread.has(e.field.split(/[.[]/)[0]!))) {
      const column = columns.find((c) => c.name === e.field.split(/[.[]/)[0]) ?? field;
      bad(number, column, `[${index}].${e.field}`, e.rule, e.message);
    }
    // A row's columns are of scalar kinds: its checked value is a row's.
    out.rows.push(checked.value as RowValue);
    out.numbers.push(number);
  }
  return out;
}

/** The form around the rows (saved, or sent with the import): the fields the rows' rules read there, their rules left out, and the values. */
export interface AroundRows {
  fields: readonly FieldDef[];
  values: Readonly<Record<string, unknown>>;
}

/**
 * The form around the rows field `field` as `form` holds it: the other fields its rules and its
 * columns' rules name (`aroundFieldsOf`), as context only (their own rules are the form's to check).
 * None without a form.
 */
export function aroundRows(fields: readonly FieldDef[], field: FieldDef, form: Readonly<Record<string, unknown>> | undefined): AroundRows {
  if (!form) return { fields: [], values: {} };
  const around = aroundFieldsOf(fields, field).map((f) => ({ ...f, rules: [] }));
  return { fields: around, values: Object.fromEntries(around.map((f) => [f.name, form[f.name] ?? null])) };
}

/**
 * The field's own rules over the rows read (`uniqueColumn`, `rowsWith`, `maxItems`, `everyRow`) and
 * the rows' rules reading a field around them (`around`: the age on 31 December of the form's year, the
 * women's plan), as the form checks them on submit: an error of a row named by its sheet row and
 * column, one of the field as a whole by the header row and the field's label. A row `readRows` named
 * already is not named again; a repeated row names the row it repeats by its sheet number too.
 */
export function fieldProblems(
  read: SheetRows,
  field: FieldDef,
  labels: DictLabels,
  today: string,
  headerRow: number,
  problems: SheetProblems,
  lang: Lang,
  around: AroundRows = { fields: [], values: {} },
): void {
  const columns = field.columns ?? [];
  const namedRow = (index: number) => problems.list.some((p) => p.field.startsWith(`${field.name}[${index}]`));
  const add = (index: number | undefined, column: FieldDef, rule: string, problem: string) =>
    index === undefined
      ? addCell(problems, lang, field.name, headerRow, column, rule, problem)
      : addCell(problems, lang, `${field.name}[${index}].${column.name}`, read.numbers[index] ?? headerRow, column, rule, problem);
  for (const r of field.rules) {
    if (r.rule !== 'uniqueColumn') continue;
    const column = columns.find((c) => c.name === r.columns[0]);
    for (const { index, first } of repeatedRows(read.rows, r.columns))
      if (column && !namedRow(index))
        add(index, column, r.rule, ruleMessage(r.rule, lang, column.label[lang], read.numbers[first] ?? first + 1));
  }
  const { errors } = validateForm(
    { fields: [field, ...around.fields] },
    { ...around.values, [field.name]: read.rows },
    { lang, mode: 'submit', today, dicts: keysOf(labels) },
  );
  const ofRows = (e: FieldError) => e.field === field.name || e.field.startsWith(`${field.name}[`);
  for (const e of errors.filter((e) => e.rule !== 'uniqueColumn' && ofRows(e))) {
    const cell = new RegExp(`^${field.name}\\[(\\d+)\\]\\.(\\w+)`).exec(e.field);
    // A row's own cell checks ran in `readRows`: only the field's rules over its rows are new here.
    if (cell && namedRow(Number(cell[1]))) continue;
    const column = cell ? columns.find((c) => c.name === cell[2]) : undefined;
    add(cell && column ? Number(cell[1]) : undefined, column ?? field, e.rule, e.message);
  }
}
