import { HOLIDAYS_2026, workingDaysBetween, type WorkCalendar } from '../calendar';
import { answerIdOf } from '../questionnaire/answer-name';
import { columnSum, computedFigure, formNumber, formulaFigure, isFormula, isSum } from '../fields/computed';
import { checkLines, lineName, linesSum, type LinesEnv } from '../fields/lines';
import { fieldKinds } from '../fields/registry';
import type { CheckContext, Problem } from '../fields/kind-def';
import { asDateRange } from '../fields/kinds/dates';
import { earliestWithin, latestWithin, withinYear } from './date-window';
import { attachmentIds } from '../fields/kinds/files';
import { fenToYuan, isEmptyValue, isPlainObject, type FormData, type FormValue, type RowValue } from '../fields/values';
import type { BalanceTerm, FieldDef, FieldRule, FieldWhen, Lang, ModuleEntry } from '../types';
import { birthDateOf, referenceDay, yearsOn } from './age-rules';
import { bandOf, cellText, chosenRows, listText } from './count-rules';
import { idCardSays } from './id-card-agreement';
import { ruleMessage, type MessageParams } from './messages';
import { nameKey } from './names';
import { leastAtLeast, leastMoreThan, shareText } from './share-rules';
import { latestYear } from './this-year';
import { repeatedRows } from './unique-column';
import { yearSettingFigures, yearSettingRules } from './year-setting-rule';
import { YEAR_SETTINGS } from '../year-settings/keys';

export type { FormData, FormValue } from '../fields/values';

/** One broken rule: the field (a cell as `field[3].column`, a slot as `field.slot`), the rule's name and the message. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/**
 * How to check. The lists (dictionaries, regions, unions, persons, attachments) are optional: a
 * check against a list runs only when the list is given, so the console can run the same function
 * without them and the server, which loads them, is the authority.
 */
export interface ValidateOptions extends Partial<Omit<CheckContext, 'today'>> {
  lang: Lang;
  /** `draft` checks formats of what is filled in; `submit` also checks that nothing required is missing. */
  mode: 'draft' | 'submit';
  /** Today as yyyy-MM-dd, for date rules (passed in so the check is repeatable). */
  today: string;
  /** The names of the applicant union's committee members in office (`sittingMember`); the server loads them. */
  sittingMembers?: ReadonlySet<string>;
  /** The positions each member of the applicant union's committee in office holds, by name (`notSittingAs`); the server loads them. */
  officerPositions?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The federation's figures `yearSetting` rules read, by `yearFigureKey` (setting, year, item); the
   * server loads them (`neededYearFigures`). Without them the rules are silent.
   */
  yearSettings?: Readonly<Record<string, number>>;
  /**
   * The day whose year a `yearSetting` rule naming no year field reads (yyyy-MM-dd): the record's first
   * submission, so a resubmit in January of a December filing reads December's year; `today` without.
   */
  settingsDay?: string;
  /** The ids `inRegister` accepts, by register: the applicant union's rows and the ids reserved for it; the server loads them. */
  registerIds?: Readonly<Record<string, ReadonlySet<string>>>;
  /**
   * The tenant's working-day calendar (`workingDaysAtLeast`); the server loads it. Without it the
   * State Council's arrangement the portal ships (HOLIDAYS_2026) counts.
   */
  workCalendar?: WorkCalendar;
  /**
   * The questionnaire answers the form carries (a module with `questionnaire`), as their shape checked
   * them: a condition naming `answers.<question id>` reads them (photos required while b01 is 已建成).
   */
  answers?: Readonly<Record<string, unknown>>;
}

const SHIPPED_CALENDAR: WorkCalendar = new Map(HOLIDAYS_2026.map((d) => [d.day, d.kind]));

export interface ValidateResult {
  ok: boolean;
  /** The form with values normalised (numbers as numbers, strings trimmed, HTML sanitised, unknown keys dropped). */
  value: FormData;
  errors: FieldError[];
}

/** Where a set of fields sits: the whole form, or one row of a `rows` field. */
interface Scope {
  path: (name: string) => string;
  label: (text: string) => string;
}

const TOP: Scope = { path: (n) => n, label: (l) => l };

function rowScope(parent: Scope, field: FieldDef, index: number, lang: Lang): Scope {
  const base = parent.label(field.label[lang]);
  const row = lang === 'en' ? `${base} row ${index + 1} ` : `${base}第${index + 1}行`;
  return { path: (n) => `${parent.path(field.name)}[${index}].${n}`, label: (l) => `${row}${l}` };
}

function normalised(field: FieldDef, raw: unknown, opts?: ValidateOptions): { value: FormValue; rule?: string } {
  const kind = fieldKinds[field.kind];
  return isEmptyValue(raw) ? { value: kind.empty(field) } : kind.normalise(raw, field, opts);
}

function comparable(field: FieldDef, value: FormValue) {
  return isEmptyValue(value) ? undefined : fieldKinds[field.kind].comparable?.(value);
}

/** Whole years from `start` to the day after `end` (a term 2021-03-01 ~ 2026-02-28 lasts 5 years). */
export function wholeYears(start: string, end: string): number {
  const after = new Date(`${end}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const next = after.toISOString().slice(0, 10);
  let years = Number(next.slice(0, 4)) - Number(start.slice(0, 4));
  if (next.slice(5) < start.slice(5)) years--;
  return years;
}

function itemCount(v: FormValue): number | undefined {
  if (Array.isArray(v)) return v.length;
  if (isPlainObject(v)) return attachmentIds(v).length;
  return undefined;
}

class Checker {
  readonly errors: FieldError[] = [];
  /** The forms around the rows being checked, innermost last: a row's rule reads a field of its form the row has no column of. */
  private readonly around: { input: Record<string, unknown>; byName: Map<string, FieldDef> }[] = [];
  constructor(private readonly opts: ValidateOptions) {}

  fail(scope: Scope, field: FieldDef | string, rule: string, params?: MessageParams, message = rule, part?: string) {
    const name = typeof field === 'string' ? field : field.name;
    const own = typeof field === 'string' ? field : field.label[this.opts.lang];
    const label = scope.label(part ? `${own}·${part}` : own);
    this.errors.push({ field: scope.path(name), rule, message: ruleMessage(message, this.opts.lang, label, params) });
  }

  /** Checks and normalises `fields` of `input`; unknown keys are reported and dropped. */
  fields(fields: readonly FieldDef[], input: Record<string, unknown>, scope: Scope): FormData {
    const value: FormData = {};
    const byName = new Map(fields.map((f) => [f.name, f]));
    for (const key of Object.keys(input)) if (!byName.has(key)) this.fail(scope, key, 'unknown');
    // A computed figure left out is read as computed by the fields after it (income per head of a summed income).
    const working = { ...input };
    for (const field of fields) {
      value[field.name] = this.field(field, working, byName, scope);
      if (field.computed && isEmptyValue(working[field.name]) && !isEmptyValue(value[field.name])) working[field.name] = value[field.name];
    }
    return value;
  }

  private field(field: FieldDef, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope): FormValue {
    const { opts } = this;
    const kind = fieldKinds[field.kind];
    const { value: v0, rule } = normalised(field, input[field.name], opts);
    if (rule) {
      this.fail(scope, field, rule);
      return v0;
    }
    const v1 =
      field.kind === 'rows' && Array.isArray(v0)
        ? this.rows(field, v0 as RowValue[], scope, input, byName)
        : field.kind === 'moneyLines' && Array.isArray(v0)
          ? this.lines(field, v0, input, byName, scope)
          : v0;
    const v = field.computed ? this.computed(field, v1, input, byName, scope) : v1;
    if (field.kind === 'attachments') this.slotsRequiredNow(field, v, input, byName, scope);
    if (isEmptyValue(v)) {
      if (opts.mode === 'submit') {
        if (field.rules.some((r) => r.rule === 'required')) this.fail(scope, field, 'required');
        else if (this.requiredNow(field, input, byName)) this.fail(scope, field, 'requiredWhen');
        else this.requiredByCount(field, input, byName, scope);
      }
      if (kind.checksEmpty) this.problems(scope, field, kind.check(v, field, { ...opts }, opts.mode));
      return v;
    }
    const problems = kind.check(v, field, { ...opts }, opts.mode);
    if (problems.length > 0) {
      this.problems(scope, field, problems);
      return v;
    }
    for (const r of field.rules) this.rule(r, field, v, input, byName, scope);
    return v;
  }

  private problems(scope: Scope, field: FieldDef, problems: Problem[]) {
    for (const p of problems) {
      const name = p.path ? `${field.name}${p.path}` : field.name;
      const part = p.part?.[this.opts.lang];
      const message = p.message ?? (p.rule === 'required' && part ? 'requiredSlot' : p.rule);
      const label = part ? `${field.label[this.opts.lang]}·${part}` : field.label[this.opts.lang];
      this.fail(scope, { ...field, name, label: { zh: label, en: label } }, p.rule, p.params, message);
    }
  }

  /** Slots required while another field has a value (`AttachmentSlot.requiredWhen`), empty on submit: each named as `field.slot`. */
  private slotsRequiredNow(field: FieldDef, v: FormValue, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope) {
    if (this.opts.mode !== 'submit') return;
    const bySlot = isPlainObject(v) ? (v as Record<string, unknown>) : {};
    for (const slot of field.slots ?? []) {
      const ids = bySlot[slot.key];
      if (!slot.requiredWhen || slot.required || (Array.isArray(ids) && ids.length > 0) || !this.holds(slot.requiredWhen, input, byName))
        continue;
      const label = `${field.label[this.opts.lang]}·${slot.label[this.opts.lang]}`;
      const when = slot.requiredWhen.means[this.opts.lang];
      this.fail(
        scope,
        { ...field, name: `${field.name}.${slot.key}`, label: { zh: label, en: label } },
        'requiredWhen',
        { when },
        'requiredSlotWhen',
      );
    }
  }

  /** Each row checked as a form of the field's columns; errors name the cell (`field[3].column`). */
  private rows(field: FieldDef, list: RowValue[], scope: Scope, input: Record<string, unknown>, byName: Map<string, FieldDef>): RowValue[] {
    const columns = field.columns ?? [];
    this.around.push({ input, byName });
    try {
      return list.map((row, i) => this.fields(columns, row, rowScope(scope, field, i, this.opts.lang)) as RowValue);
    } finally {
      this.around.pop();
    }
  }

  /** A `moneyLines` field's lines checked (`checkLines`) with what they read of the form; their problems reported, unless `quiet`. */
  private lines(
    field: FieldDef,
    list: readonly unknown[],
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
    quiet = false,
  ) {
    const lines = field.lines;
    if (!lines) return list as unknown as RowValue[];
    const percents: Record<string, number> = {};
    for (const c of lines.columns) {
      const from = c.computed && 'percentFrom' in c.computed ? this.otherValue(c.computed.percentFrom, input, byName)?.value : undefined;
      if (from !== undefined && from !== null && from !== '' && Number.isFinite(Number(from))) percents[c.name] = Number(from);
    }
    const rangeField = 'month' in lines.key ? lines.key.month.field : undefined;
    const range = rangeField ? asDateRange(this.otherValue(rangeField, input, byName)?.value ?? null) : undefined;
    const dict = 'subject' in lines.key ? lines.key.subject.dict : undefined;
    const env: LinesEnv = {
      mode: this.opts.mode,
      today: this.opts.today,
      percents,
      ...(dict && this.opts.dicts?.[dict] ? { keys: this.opts.dicts[dict] } : {}),
      // A range in the wrong order is refused on its own field: the lines are not measured against it.
      ...(range?.start && range.end && range.start <= range.end ? { range } : {}),
    };
    const { value, problems } = checkLines(lines, list as Record<string, unknown>[], env);
    if (!quiet) this.problems(scope, field, problems);
    return value;
  }

  private requiredNow(field: FieldDef, input: Record<string, unknown>, byName: Map<string, FieldDef>): boolean {
    return field.rules.some((r) => {
      if (r.rule !== 'requiredWhen') return false;
      const other = byName.get(r.field);
      if (!other) return false;
      const v = normalised(other, input[r.field]).value;
      const values = Array.isArray(v) ? v.map(String) : v === null || typeof v === 'object' ? [] : [String(v)];
      return values.some((x) => r.equals.includes(x));
    });
  }

  /**
   * A computed field's value: its figure when left empty (while the field it follows holds a number),
   * what was given when that is the figure, else what was given with the error naming the figure.
   */
  private computed(field: FieldDef, v: FormValue, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope): FormValue {
    const c = field.computed!;
    if (isFormula(c)) {
      const figure = formulaFigure(c, (name) => formNumber([...byName.values()], input, name));
      const given = comparable(field, v);
      if (figure === undefined) return v;
      if (isEmptyValue(v)) return figure;
      if (given?.kind === 'number' && given.n !== figure)
        this.fail(scope, field, 'computed', { expected: this.shown(field, figure) }, 'computedFormula');
      return v;
    }
    const sum = isSum(c) ? this.sumOf(c.sumOf, c.column, input, byName, scope, c.where) : undefined;
    const bound = isSum(c) ? undefined : this.otherNumber(c.from, input, byName, scope);
    const figure = sum ? sum.n : bound && !isSum(c) ? computedFigure(c, bound.n) : undefined;
    if (figure === undefined) return v;
    if (isEmptyValue(v)) return figure;
    const given = comparable(field, v);
    if (given?.kind !== 'number' || given.n === figure) return v;
    if (sum) this.fail(scope, field, 'computed', { value: sum.label, expected: this.shown(field, figure) }, 'computedSum');
    else if (bound && !isSum(c)) {
      this.fail(scope, field, 'computed', { value: bound.label, share: shareText(c.num, c.den), expected: this.shown(field, figure) });
    }
    return v;
  }

  /**
   * The sum of a rows field's number column and the column's label; undefined while a row holds no
   * number there. Of a lines field, its top-level lines (of the `where` classes), subtotals filled in.
   */
  private sumOf(
    name: string,
    column: string,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
    where?: string[],
  ) {
    const rows = byName.get(name);
    const { lang } = this.opts;
    if (rows?.kind === 'moneyLines' && rows.lines) {
      const col = rows.lines.columns.find((c) => c.name === column);
      const raw = input[name];
      const list = Array.isArray(raw) && raw.every(isPlainObject) ? this.lines(rows, raw, input, byName, scope, true) : undefined;
      const n = col && list ? linesSum(rows.lines, column, list, where) : undefined;
      return n === undefined ? undefined : { n, label: scope.label(this.linesLabel(rows, column, where)) };
    }
    const col = rows?.columns?.find((c) => c.name === column);
    const n = rows && col ? columnSum(rows, column, input[name]) : undefined;
    return n === undefined ? undefined : { n, label: scope.label(`${rows!.label[lang]}·${col!.label[lang]}`) };
  }

  /** A lines field's column sum as the messages name it: 年初资产负债情况(1类)·年初数. */
  private linesLabel(field: FieldDef, column: string, where?: readonly string[]): string {
    const { lang } = this.opts;
    const col = field.lines?.columns.find((c) => c.name === column)?.label[lang] ?? column;
    const classes = where ? (lang === 'zh' ? `(${where.join('、')}类)` : ` (classes ${where.join(', ')})`) : '';
    return `${field.label[lang]}${classes}·${col}`;
  }

  /** A `balances` term's number and how the message names it; undefined while it is not filled in. */
  private term(t: BalanceTerm, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope) {
    return typeof t === 'string' ? this.otherNumber(t, input, byName, scope) : this.sumOf(t.sumOf, t.column, input, byName, scope, t.where);
  }

  /** `balances`: the figure (this number, or this lines field's sum) equals the sum of `plus` less the sum of `minus`. */
  private balances(
    r: Extract<FieldRule, { rule: 'balances' }>,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const plus = r.plus.map((t) => this.term(t, input, byName, scope));
    const minus = (r.minus ?? []).map((t) => this.term(t, input, byName, scope));
    if ([...plus, ...minus].some((t) => t === undefined)) return;
    const figure = plus.reduce((a, t) => a + t!.n, 0) - minus.reduce((a, t) => a + t!.n, 0);
    const cmp = comparable(field, v);
    const lines = field.kind === 'moneyLines' && r.column ? field.lines : undefined;
    const own = lines ? linesSum(lines, r.column!, v, r.where) : cmp?.kind === 'number' ? cmp.n : undefined;
    const label = lines ? this.linesLabel(field, r.column!, r.where) : undefined;
    if (own === undefined || own === figure) return;
    const formula = [plus.map((t) => t!.label).join(' + '), ...minus.map((t) => t!.label)].join(' − ');
    const expected = fenToYuan(figure);
    if (label) this.fail(scope, { ...field, label: { zh: label, en: label } }, r.rule, { value: formula, expected });
    else this.fail(scope, field, r.rule, { value: formula, expected: field.kind === 'money' ? expected : figure });
  }

  /** `lineShareOf`: the line's column is the share of another field's number, the error naming the line. */
  private lineShareOf(
    r: Extract<FieldRule, { rule: 'lineShareOf' }>,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const { lang } = this.opts;
    const lines = field.lines;
    const column = lines?.columns.find((c) => c.name === r.column);
    const list = Array.isArray(v) ? (v as RowValue[]) : [];
    const index = list.findIndex((l) => isPlainObject(l) && l.code === r.line);
    const of = this.otherNumber(r.of, input, byName, scope);
    const key = r.percentFrom ? this.otherValue(r.percentFrom, input, byName)?.value : undefined;
    const percent = r.percent ?? (key === undefined || key === null || key === '' ? undefined : Number(key));
    const cell = index >= 0 ? list[index]![r.column] : undefined;
    if (!column || !of || percent === undefined || !Number.isFinite(percent) || typeof cell !== 'number') return;
    const figure = computedFigure({ num: percent, den: 100 }, of.n);
    if (cell === figure) return;
    const line = lineName(index, r.line, true)[lang];
    const label = `${field.label[lang]}·${line}·${column.label[lang]}`;
    const named = { ...field, name: `${field.name}[${index}].${r.column}`, label: { zh: label, en: label } };
    this.fail(scope, named, r.rule, { value: of.label, share: `${percent}%`, expected: fenToYuan(figure) });
  }

  /** True when the `when` of a rule holds: the other field has one of its values (no `when`: always). */
  private holds(when: { field: string; equals: string[] } | undefined, input: Record<string, unknown>, byName: Map<string, FieldDef>) {
    if (!when) return true;
    const answerId = answerIdOf(when.field);
    if (answerId !== undefined) {
      const answer = this.opts.answers?.[answerId];
      const chosen = Array.isArray(answer)
        ? answer.map(String)
        : typeof answer === 'string' || typeof answer === 'number'
          ? [String(answer)]
          : [];
      return chosen.some((x) => when.equals.includes(x));
    }
    const other = byName.get(when.field);
    if (!other) return false;
    const v = normalised(other, input[when.field]).value;
    return (typeof v === 'string' || typeof v === 'number') && when.equals.includes(String(v));
  }

  /**
   * `requiredWhenAtLeast`: the first such rule whose other field's number reaches its value, reported;
   * `requiredWhenBelow`: one whose field's number is below the other's.
   */
  private requiredByCount(field: FieldDef, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope) {
    for (const r of field.rules) {
      if (r.rule === 'requiredWhenBelow') {
        const [a, b] = [this.otherNumber(r.field, input, byName, scope), this.otherNumber(r.than, input, byName, scope)];
        if (a && b && a.n < b.n) return this.fail(scope, field, r.rule, { other: a.label, value: b.label });
        continue;
      }
      if (r.rule !== 'requiredWhenAtLeast') continue;
      const bound = this.otherNumber(r.field, input, byName, scope);
      if (bound && bound.n >= r.value) return this.fail(scope, field, r.rule, { other: bound.label, value: r.value });
    }
  }

  /** Another field's value as the kind normalises it; undefined when the form has no such field (a step checked on its own). */
  private otherValue(name: string, input: Record<string, unknown>, byName: Map<string, FieldDef>) {
    const other = byName.get(name);
    if (other) return { field: other, value: normalised(other, input[name]).value };
    // A row's rule naming no sibling column reads the form around it (an age on 31 December of the form's year).
    const form = this.around.at(-1);
    const outer = form && form.byName !== byName ? form.byName.get(name) : undefined;
    return outer ? { field: outer, value: normalised(outer, form!.input[name]).value } : undefined;
  }

  /** Another field's number and its label, for the share rules; undefined while it is empty or not a number. */
  private otherNumber(name: string, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope) {
    const other = byName.get(name);
    if (!other) return undefined;
    const bound = comparable(other, normalised(other, input[name]).value);
    return bound?.kind === 'number' ? { n: bound.n, label: scope.label(other.label[this.opts.lang]) } : undefined;
  }

  /** The calendar days from the `start` date field to the `end` one, both counted; undefined while either is empty or out of order. */
  private daySpan(r: Extract<FieldRule, { rule: 'daysWithin' }>, input: Record<string, unknown>, byName: Map<string, FieldDef>) {
    const dateOf = (name: string) => {
      const f = byName.get(name);
      const c = f ? comparable(f, normalised(f, input[name]).value) : undefined;
      return c?.kind === 'date' ? c.d : undefined;
    };
    // A date that is not one of the calendar (02-30) has its own error; the span waits for valid dates.
    const dayOf = (d: string | undefined) => {
      const ms = d ? Date.parse(`${d}T00:00:00Z`) : NaN;
      return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === d ? ms : undefined;
    };
    const start = dateOf(r.start);
    const end = dateOf(r.end);
    const [from, to] = [dayOf(start), dayOf(end)];
    if (from === undefined || to === undefined || to < from) return undefined;
    return { days: Math.round((to - from) / 86_400_000) + 1, start: start!, end: end! };
  }

  /** `moreThanShareOf` with `column`: each (chosen) row's cell, the error naming the cell. */
  private rowsMoreThan(
    r: Extract<FieldRule, { rule: 'moreThanShareOf' }>,
    field: FieldDef,
    rows: RowValue[],
    bound: { n: number; label: string },
    scope: Scope,
  ) {
    const column = field.columns?.find((c) => c.name === r.column);
    if (!column) return;
    const need = leastMoreThan(bound.n, r.num, r.den);
    rows.forEach((row, i) => {
      if (!isPlainObject(row)) return;
      if (r.when && !r.when.equals.includes(String(row[r.when.column] ?? ''))) return;
      const cell = comparable(column, row[column.name] as FormValue);
      if (cell?.kind === 'number' && cell.n * r.den <= bound.n * r.num) {
        const params = { value: bound.label, share: shareText(r.num, r.den), need };
        this.fail(rowScope(scope, field, i, this.opts.lang), column, r.rule, params);
      }
    });
  }

  /** `notAbove` with `column`: each row's cell not above the other field's number, the error naming the cell. */
  private cellsNotAbove(
    r: Extract<FieldRule, { rule: 'notAbove' }>,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const column = field.columns?.find((c) => c.name === r.column);
    const bound = this.otherNumber(r.field, input, byName, scope);
    if (!column || !bound) return;
    for (const { row, index } of chosenRows(v)) {
      const cell = comparable(column, row[column.name] as FormValue);
      if (cell?.kind === 'number' && cell.n > bound.n)
        this.fail(rowScope(scope, field, index, this.opts.lang), column, r.rule, bound.label);
    }
  }

  /** `among`: the text, or each row's `column` cell, is one of the other rows field's `otherColumn` cells. */
  private among(
    r: Extract<FieldRule, { rule: 'among' }>,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const { lang } = this.opts;
    const other = this.otherValue(r.field, input, byName);
    if (!other || !(Array.isArray(other.value) || isEmptyValue(other.value))) return;
    const names = new Set(chosenRows(other.value, r.otherWhen).map(({ row }) => cellText(row, r.otherColumn)));
    const message = r.otherWhen ? 'amongWhich' : 'among';
    const params = (value: string) => ({ value, other: scope.label(other.field.label[lang]), which: r.otherWhen?.means[lang] ?? '' });
    if (!r.column) {
      if (typeof v === 'string' && !names.has(v.trim())) this.fail(scope, field, r.rule, params(v.trim()), message);
      return;
    }
    const column = field.columns?.find((c) => c.name === r.column);
    for (const { row, index } of chosenRows(v)) {
      const name = cellText(row, r.column);
      if (column && name && !names.has(name)) this.fail(rowScope(scope, field, index, lang), column, r.rule, params(name), message);
    }
  }

  /** `sittingMember`: each row's cell names a committee member in office, when the server gave the list. */
  private sittingMember(
    r: Extract<FieldRule, { rule: 'sittingMember' }>,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const members = this.opts.sittingMembers;
    const column = field.columns?.find((c) => c.name === r.column);
    if (!members || !column) return;
    if (r.whenField) {
      const other = this.otherValue(r.whenField.field, input, byName);
      if (!other || !r.whenField.equals.includes(String(other.value ?? ''))) return;
    }
    for (const { row, index } of chosenRows(v)) {
      const name = cellText(row, r.column);
      if (name && !members.has(name)) this.fail(rowScope(scope, field, index, this.opts.lang), column, r.rule, { value: name });
    }
  }

  /**
   * `notSittingAs`: no row's cell names a committee member in office holding one of the positions, when
   * the server gave them; the message names the first of them the person holds.
   */
  private notSittingAs(r: Extract<FieldRule, { rule: 'notSittingAs' }>, field: FieldDef, v: FormValue, scope: Scope) {
    const officers = this.opts.officerPositions;
    const column = field.columns?.find((c) => c.name === r.column);
    if (!officers || !column) return;
    for (const { row, index } of chosenRows(v)) {
      const name = cellText(row, r.column);
      const held = name ? officers.get(name) : undefined;
      const post = held && r.positions.find((p) => held.has(p.key));
      if (post)
        this.fail(rowScope(scope, field, index, this.opts.lang), column, r.rule, { value: name, means: post.means[this.opts.lang] });
    }
  }

  /** `inRegister`: the text, or each row's cell, is an id of the applicant union's register, when the server gave them. */
  private inRegister(r: Extract<FieldRule, { rule: 'inRegister' }>, field: FieldDef, v: FormValue, scope: Scope) {
    const ids = this.opts.registerIds?.[r.register];
    if (!ids) return;
    if (!r.column) {
      if (typeof v === 'string' && v !== '' && !ids.has(v)) this.fail(scope, field, r.rule, { value: v });
      return;
    }
    const column = field.columns?.find((c) => c.name === r.column);
    if (!column) return;
    for (const { row, index } of chosenRows(v)) {
      const id = cellText(row, r.column);
      if (id && !ids.has(id)) this.fail(rowScope(scope, field, index, this.opts.lang), column, r.rule, { value: id });
    }
  }

  /** The rule kinds that count: `oneOf`, `odd`, `sizeByCount`, `allowedWhenAtLeast`, `rowsNotAbove`. */
  private countRule(
    r: FieldRule,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const { opts } = this;
    const fail = (params?: MessageParams, message?: string) => this.fail(scope, field, r.rule, params, message);
    const cmp = comparable(field, v);
    const rows = Array.isArray(v);
    // A table's rows are counted on submit only: a draft may hold a table half filled in.
    const count = rows ? (opts.mode === 'submit' ? v.length : undefined) : cmp?.kind === 'number' ? cmp.n : undefined;
    switch (r.rule) {
      case 'oneOf': {
        const range = asDateRange(v);
        const value = listText(r.values, opts.lang);
        if (range) {
          const years = wholeYears(range.start, range.end);
          if (!r.values.includes(years)) fail({ value, years }, 'oneOfYears');
        } else if (count !== undefined && !r.values.includes(count)) fail(value);
        break;
      }
      case 'odd':
        if (count !== undefined && count % 2 === 0) fail(count, rows ? 'oddRows' : 'odd');
        break;
      case 'sizeByCount': {
        const bound = this.otherNumber(r.field, input, byName, scope);
        const band = bound ? bandOf(r.bands, bound.n) : undefined;
        if (!bound || !band || count === undefined || (count >= band.min && count <= band.max)) break;
        fail({ min: band.min, max: band.max, other: bound.label, count: bound.n, value: count }, rows ? 'sizeByCountRows' : 'sizeByCount');
        break;
      }
      case 'allowedWhenAtLeast': {
        const bound = typeof v === 'string' && r.values.includes(v) ? this.otherNumber(r.field, input, byName, scope) : undefined;
        if (bound && bound.n < r.min) fail({ other: bound.label, min: r.min, means: r.means[opts.lang] });
        break;
      }
      case 'rowsNotAbove': {
        const other = this.otherValue(r.field, input, byName);
        if (!rows || opts.mode !== 'submit' || !other) break;
        const bound = Array.isArray(other.value) ? other.value.length : comparable(other.field, other.value);
        const n = typeof bound === 'number' ? bound : bound?.kind === 'number' ? bound.n : undefined;
        const chosen = chosenRows(v, r.when).length;
        if (n === undefined || (r.exactly ? chosen === n : chosen <= n)) break;
        const params = { value: scope.label(other.field.label[opts.lang]), bound: n, count: chosen, which: r.when?.means[opts.lang] ?? '' };
        fail(params, r.exactly ? 'rowsExactly' : r.when ? 'rowsNotAboveWhich' : 'rowsNotAbove');
        break;
      }
    }
  }

  /**
   * `minAgeAt`, `maxAgeAt` (the age on the day `at` names, from a birth date or an ID number) and
   * `yearsSince` (the whole years from this date to that day); each waits while a date it reads is
   * empty or invalid (that field has its own message).
   */
  private ageRule(
    r: Extract<FieldRule, { rule: 'minAgeAt' | 'maxAgeAt' | 'yearsSince' }>,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const { lang } = this.opts;
    const valueOf = (name: string) => (name === field.name ? v : this.otherValue(name, input, byName)?.value);
    const labelOf = (name: string) => scope.label(byName.get(name)?.label[lang] ?? name);
    const at = referenceDay(r.at, valueOf, lang, labelOf);
    const shown = at && 'field' in r.at && r.at.field === field.name ? at.day : at?.shown;
    if (r.rule === 'yearsSince') {
      const since = birthDateOf(v);
      const years = since && at ? yearsOn(since, at.day) : undefined;
      if (years !== undefined && years < r.value) this.fail(scope, field, r.rule, { at: shown!, value: r.value, years });
      return;
    }
    const birthField = r.birth ?? field.name;
    const birth = birthDateOf(valueOf(birthField));
    if (!birth || !at) return;
    const age = yearsOn(birth, at.day);
    if (r.rule === 'minAgeAt' ? age >= r.value : age <= r.value) return;
    this.fail(scope, field, r.rule, { at: shown!, value: r.value, age, birth: labelOf(birthField) });
  }

  private shown(field: FieldDef, n: number): string | number {
    return field.kind === 'money' ? fenToYuan(n) : n;
  }

  /**
   * One rule of a present value, when its general `when` holds (a rule with a `when` of its own reads
   * it itself); what it finds says the condition where `means` names it.
   */
  private rule(r: FieldRule, field: FieldDef, v: FormValue, input: Record<string, unknown>, byName: Map<string, FieldDef>, scope: Scope) {
    const when = generalWhen(r);
    if (when && !this.holds(when, input, byName)) return;
    const before = this.errors.length;
    this.ruleBody(r, field, v, input, byName, scope);
    this.saysWhen(when, before);
  }

  /** The errors found since `before` say the condition where its `means` names it. */
  private saysWhen(when: FieldWhen | undefined, before: number) {
    const means = when?.means?.[this.opts.lang];
    if (!means) return;
    const suffix = this.opts.lang === 'zh' ? `（${means}时）` : ` (when ${means})`;
    for (const e of this.errors.slice(before)) e.message += suffix;
  }

  private ruleBody(
    r: FieldRule,
    field: FieldDef,
    v: FormValue,
    input: Record<string, unknown>,
    byName: Map<string, FieldDef>,
    scope: Scope,
  ) {
    const { opts } = this;
    const fail = (params?: MessageParams, message?: string) => this.fail(scope, field, r.rule, params, message);
    const text = typeof v === 'string' ? v : undefined;
    const measured = text === undefined ? undefined : (fieldKinds[field.kind].measuredText?.(text) ?? text);
    const length = measured === undefined ? undefined : [...measured].length;
    const cmp = comparable(field, v);
    switch (r.rule) {
      case 'minLength':
        if (length !== undefined && length < r.value) fail(r.value);
        break;
      case 'maxLength':
        if (length !== undefined && length > r.value) fail(r.value);
        break;
      case 'min':
        if (cmp?.kind === 'number' && cmp.n < r.value) fail(this.shown(field, r.value));
        break;
      case 'max':
        if (cmp?.kind === 'number' && cmp.n > r.value) fail(this.shown(field, r.value));
        break;
      case 'minItems': {
        const n = itemCount(v);
        if (opts.mode === 'submit' && n !== undefined && n < r.value) fail(r.value);
        break;
      }
      case 'maxItems': {
        const n = itemCount(v);
        if (n !== undefined && n > r.value) fail(r.value);
        break;
      }
      case 'notBeforeToday': {
        const first = asDateRange(v)?.start ?? (cmp?.kind === 'date' ? cmp.d : undefined);
        if (first !== undefined && first < opts.today) fail();
        break;
      }
      case 'notInFuture':
        if (cmp?.kind === 'date' && cmp.d > opts.today) fail();
        break;
      case 'withinPast': {
        const first = asDateRange(v)?.start ?? (cmp?.kind === 'date' ? cmp.d : undefined);
        const earliest = earliestWithin(opts.today, r);
        if (first !== undefined && first < earliest)
          fail({ value: r.days ?? r.years!, earliest }, r.days ? 'withinPastDays' : 'withinPastYears');
        break;
      }
      case 'inYearOf': {
        const range = asDateRange(v) ?? (cmp?.kind === 'date' ? { start: cmp.d, end: cmp.d } : undefined);
        const year = this.otherNumber(r.field, input, byName, scope);
        if (range?.start && range.end && year && !withinYear(range.start, range.end, year.n)) fail({ value: year.label, year: year.n });
        break;
      }
      case 'everyRow': {
        if (!Array.isArray(v)) break;
        const column = field.columns?.find((c) => c.name === r.column);
        if (!column) break;
        const values = r.valueLabel?.[opts.lang] ?? r.values.join('/');
        (v as RowValue[]).forEach((row, index) => {
          const cell = isPlainObject(row) ? row[r.column] : undefined;
          if (!isEmptyValue(cell) && !r.values.includes(String(cell))) {
            this.fail(rowScope(scope, field, index, opts.lang), column, r.rule, values);
          }
        });
        break;
      }
      case 'workingDaysAtLeast': {
        const range = asDateRange(v);
        if (!range?.start || !range.end) break;
        const count = workingDaysBetween(range.start, range.end, opts.workCalendar ?? SHIPPED_CALENDAR);
        if (count < r.value) fail({ value: r.value, count });
        break;
      }
      case 'notAbove':
      case 'notAfterField': {
        if (r.rule === 'notAbove' && r.column) {
          this.cellsNotAbove(r, field, v, input, byName, scope);
          break;
        }
        if (r.rule === 'notAbove' && r.plus) {
          const [a, b] = [this.otherNumber(r.field, input, byName, scope), this.otherNumber(r.plus, input, byName, scope)];
          const both = opts.lang === 'zh' ? `${a?.label}与${b?.label}之和` : `the sum of ${a?.label} and ${b?.label}`;
          if (a && b && cmp?.kind === 'number' && cmp.n > a.n + b.n) fail(both);
          break;
        }
        const other = byName.get(r.field);
        if (!other || !cmp) break;
        const bound = comparable(other, normalised(other, input[r.field]).value);
        const label = scope.label(other.label[opts.lang]);
        if (cmp.kind === 'number' && bound?.kind === 'number' && cmp.n > bound.n) fail(label);
        // Dates (and a range's end) compare as dates: yyyy-MM-dd orders as text once it is valid.
        if (cmp.kind === 'date' && bound?.kind === 'date' && cmp.d > bound.d) fail(label, 'notAfterDate');
        // Times as HH:mm order as text too: opens not after it closes.
        if (cmp.kind === 'time' && bound?.kind === 'time' && cmp.t > bound.t) fail(label, 'notAfterTime');
        break;
      }
      case 'notBeforeField': {
        const other = byName.get(r.field);
        const bound = other ? comparable(other, normalised(other, input[r.field]).value) : undefined;
        // yyyy-MM-dd orders as text once it is valid; a bound still empty has its own message.
        if (cmp?.kind === 'date' && bound?.kind === 'date' && cmp.d < bound.d) fail(scope.label(other!.label[opts.lang]));
        break;
      }
      case 'startsWith':
        if (text !== undefined && !r.values.some((p) => text.startsWith(p))) fail(r.values.join('/'));
        break;
      case 'endsWith':
        if (text === undefined || r.values.some((p) => text.endsWith(p)) || !this.holds(r.when, input, byName)) break;
        if (r.when) fail({ value: r.values.join('/'), when: r.when.means[opts.lang] }, 'endsWithWhen');
        else fail(r.values.join('/'));
        break;
      case 'sameAs': {
        const other = byName.get(r.field);
        const expected = other ? normalised(other, input[r.field]).value : null;
        // Checked on submit (a draft may be half typed); an empty other field has its own message, this one waits for it.
        if (opts.mode !== 'submit' || text === undefined || typeof expected !== 'string' || expected === '') break;
        if (nameKey(text) !== nameKey(expected)) fail({ value: scope.label(other!.label[opts.lang]), expected });
        break;
      }
      case 'onlyBelow': {
        if (!r.equals.includes(String(v))) break;
        const bound = this.otherNumber(r.field, input, byName, scope);
        if (bound && bound.n >= r.value) fail({ means: r.means[opts.lang], other: bound.label, value: r.value });
        break;
      }
      case 'allowedOnlyWhen':
        if (v !== null && r.values.includes(String(v)) && !r.all.every((c) => this.holds(c, input, byName)))
          fail({ means: r.means[opts.lang], onlyFor: r.onlyFor[opts.lang] });
        break;
      case 'valueWhenDateWithin': {
        const other = this.otherValue(r.field, input, byName);
        const date = other && comparable(other.field, other.value);
        if (date?.kind !== 'date' || date.d > latestWithin(opts.today, r.days) || r.values.includes(String(v))) break;
        fail({ other: scope.label(other!.field.label[opts.lang]), date: date.d, value: r.days, expected: r.valueLabel[opts.lang] });
        break;
      }
      case 'uniqueUnionName':
        // The tree's names are the server's: the check runs at submit when it gives them.
        if (opts.mode === 'submit' && text !== undefined && opts.takenUnionNames?.has(nameKey(text))) fail(text);
        break;
      case 'pattern':
        if (text !== undefined && !new RegExp(r.value, 'u').test(text)) fail(r.means[opts.lang]);
        break;
      case 'rowsWith': {
        if (opts.mode !== 'submit' || !Array.isArray(v) || !this.holds(r.when, input, byName)) break;
        const bound = r.whenAtLeast && this.otherNumber(r.whenAtLeast.field, input, byName, scope);
        if (r.whenAtLeast && !(bound && bound.n >= r.whenAtLeast.value)) break;
        const wanted = [r.value, ...(r.orValues ?? [])];
        const count = (v as RowValue[]).filter((row) => isPlainObject(row) && wanted.includes(String(row[r.column] ?? ''))).length;
        const column = field.columns?.find((c) => c.name === r.column)?.label[opts.lang] ?? r.column;
        // The message names the value by its label: 职务为“主席”, never the dictionary's key.
        const means = (r.when ?? r.whenAtLeast)?.means[opts.lang] ?? '';
        const params = { column, value: r.valueLabel?.[opts.lang] ?? r.value, count: r.count, means };
        if (r.atLeast ? count < r.count : r.atMost ? count > r.count : count !== r.count)
          fail(params, r.atLeast ? 'rowsWithAtLeast' : r.atMost ? 'rowsWithAtMost' : 'rowsWith');
        break;
      }
      case 'rowsPerChoice': {
        if (opts.mode !== 'submit' || !Array.isArray(v)) break;
        const other = byName.get(r.field);
        const chosen = other ? normalised(other, input[r.field]).value : null;
        if (!other || !Array.isArray(chosen)) break;
        const keys = (v as RowValue[]).map((row) => (isPlainObject(row) ? String(row[r.column] ?? '') : ''));
        const want = chosen.map(String);
        const oneEach = keys.length === want.length && want.every((k) => keys.filter((x) => x === k).length === 1);
        const column = field.columns?.find((c) => c.name === r.column)?.label[opts.lang] ?? r.column;
        if (!oneEach) fail({ value: scope.label(other.label[opts.lang]), column });
        break;
      }
      case 'differsFrom': {
        const other = byName.get(r.field);
        if (!other) break;
        const theirs = normalised(other, input[r.field]).value;
        if (!isEmptyValue(theirs) && String(theirs) === String(v)) fail(scope.label(other.label[opts.lang]));
        break;
      }
      case 'yearsBetween': {
        const range = asDateRange(v);
        if (!range) break;
        const years = wholeYears(range.start, range.end);
        if (years < r.min || years > r.max) fail({ min: r.min, max: r.max });
        break;
      }
      case 'daysWithin': {
        const span = this.daySpan(r, input, byName);
        if (span && cmp?.kind === 'number' && cmp.n > span.days) fail({ value: span.days, start: span.start, end: span.end });
        break;
      }
      case 'atLeastShareOf':
      case 'moreThanShareOf': {
        const bound = this.otherNumber(r.field, input, byName, scope);
        if (!bound) break;
        if (r.rule === 'moreThanShareOf' && r.column) {
          if (Array.isArray(v)) this.rowsMoreThan(r, field, v as RowValue[], bound, scope);
          break;
        }
        // A rows field counts its rows (candidates against seats); a number is itself.
        const n = Array.isArray(v) ? v.length : cmp?.kind === 'number' ? cmp.n : undefined;
        if (n === undefined) break;
        const share = shareText(r.num, r.den);
        // More than the whole of another field reads "more than it" (`moreThan`).
        const base = r.rule === 'moreThanShareOf' && r.num === r.den ? 'moreThan' : r.rule;
        const message = Array.isArray(v) ? `${base}Rows` : base;
        if (r.rule === 'atLeastShareOf' && n * r.den < bound.n * r.num) {
          fail({ value: bound.label, share, need: leastAtLeast(bound.n, r.num, r.den) }, message);
        }
        if (r.rule === 'moreThanShareOf' && n * r.den <= bound.n * r.num) {
          fail({ value: bound.label, share, need: leastMoreThan(bound.n, r.num, r.den) }, message);
        }
        break;
      }
      case 'oneOf':
      case 'odd':
      case 'sizeByCount':
      case 'allowedWhenAtLeast':
      case 'rowsNotAbove':
        this.countRule(r, field, v, input, byName, scope);
        break;
      case 'among':
        this.among(r, field, v, input, byName, scope);
        break;
      case 'sittingMember':
        this.sittingMember(r, field, v, input, byName, scope);
        break;
      case 'notSittingAs':
        this.notSittingAs(r, field, v, scope);
        break;
      case 'inRegister':
        this.inRegister(r, field, v, scope);
        break;
      case 'agreesWithIdCard': {
        const says = idCardSays(this.otherValue(r.field, input, byName)?.value, r.part, opts.lang);
        if (says && typeof v === 'string' && v !== says.value)
          fail({ value: scope.label(byName.get(r.field)!.label[opts.lang]), expected: says.shown });
        break;
      }
      case 'notAfterThisYear': {
        const latest = latestYear(opts.today, r.offset);
        if (cmp?.kind === 'number' && cmp.n > latest) fail(latest);
        break;
      }
      case 'uniqueColumn': {
        const first = field.columns?.find((c) => c.name === r.columns[0]);
        if (!first) break;
        for (const { index, first: earlier } of repeatedRows(v, r.columns)) {
          this.fail(rowScope(scope, field, index, opts.lang), first, r.rule, earlier + 1);
        }
        break;
      }
      case 'minAgeAt':
      case 'maxAgeAt':
      case 'yearsSince':
        this.ageRule(r, field, v, input, byName, scope);
        break;
      case 'balances':
        this.balances(r, field, v, input, byName, scope);
        break;
      case 'lineShareOf':
        this.lineShareOf(r, field, v, input, byName, scope);
        break;
      case 'required':
      case 'requiredWhen':
      case 'requiredWhenAtLeast':
      case 'requiredWhenBelow':
        break;
      // Read once the whole form is worked out (`yearSettingsAfter`): it compares computed figures.
      case 'yearSetting':
        break;
    }
  }

  /**
   * The `yearSetting` rules of the form's fields, read on the form as checked (computed figures
   * filled): the figure against the federation's setting of the year, when the server gave it.
   */
  yearSettingsAfter(fields: readonly FieldDef[], form: FormData) {
    const { opts } = this;
    const byName = new Map(fields.map((f) => [f.name, f]));
    for (const { field, rule: r } of yearSettingRules(fields)) {
      if (isEmptyValue(form[field.name]) || this.errors.some((e) => e.field === field.name)) continue;
      if (r.when && !this.holds(r.when, form, byName)) continue;
      const set = yearSettingFigures(r, form, opts.settingsDay ?? opts.today, opts.yearSettings);
      const of = byName.get(r.of ?? field.name);
      const figure = of ? comparable(of, form[of.name] ?? null) : undefined;
      if (!set || !of || figure?.kind !== 'number') continue;
      const { base, times } = set;
      const limit = base * times;
      if (r.op === 'atMost' ? figure.n <= limit : figure.n === limit) continue;
      const setting = YEAR_SETTINGS[r.setting].label[opts.lang];
      const params = {
        setting: !r.times ? setting : opts.lang === 'zh' ? `${setting}的${times}倍` : `${times} × ${setting}`,
        limit: this.shown(of, Math.round(limit)),
        of: of.label[opts.lang],
        value: this.shown(of, figure.n),
      };
      const message = r.op === 'equals' ? 'yearSettingEquals' : r.of ? 'yearSettingOfAtMost' : 'yearSettingAtMost';
      const before = this.errors.length;
      this.fail(TOP, field, r.rule, params, message);
      this.saysWhen(r.when, before);
    }
  }
}

/** The rules whose `when` is their own (endsWith, rowsWith read it with their own message; a rows rule's chooses rows). */
const OWN_WHEN: ReadonlySet<string> = new Set(['endsWith', 'rowsWith', 'moreThanShareOf', 'rowsNotAbove']);

/** A rule's general `when`, if it has one. */
function generalWhen(r: FieldRule): FieldWhen | undefined {
  return OWN_WHEN.has(r.rule) || !('when' in r) ? undefined : (r.when as FieldWhen | undefined);
}

/**
 * Checks a form against its module's fields, each by its kind's definition in the field registry
 * (catalogue/fields). The server runs it as the authority; the console runs the same function so a
 * person sees the same messages before sending.
 */
export function validateForm(entry: Pick<ModuleEntry, 'fields'>, input: Record<string, unknown>, opts: ValidateOptions): ValidateResult {
  const checker = new Checker(opts);
  const value = checker.fields(entry.fields, input, TOP);
  checker.yearSettingsAfter(entry.fields, value);
  return { ok: checker.errors.length === 0, value, errors: checker.errors };
}
