/** Shapes of the module catalogue: every business module is one `ModuleEntry`. */

import type { CategoryCallsDef } from './category-calls';
import type { PrefillKey } from './fields/prefill';
import type { CoverageDef, GradeDef, NoTaskDef, ScoringDef, WindowDef } from './assessment-options';
import type { BranchCondition, DueHoursWhen, StageFields } from './flow-models/graph';
import type { HonourDef } from './honour';
import type { PastWindow } from './rules/date-window';
import type { FollowUpsDef } from './follow-ups/types';

export type { CoverageDef, GradeDef, NoTaskDef, ScoringDef, WindowDef } from './assessment-options';
import type { RollUpDef } from './roll-up-def';
import type { YearSettingKey } from './year-settings/keys';
import type { DeclineReasonKey } from './decline-reasons';

/** Text in the two languages the portal speaks. */
export interface I18nText {
  zh: string;
  en: string;
}

export type Lang = 'zh' | 'en';

/**
 * The field kinds. Each is one entry of the registry in `catalogue/fields/` (JSON schema,
 * normalisation, checks with their messages, list and Excel cells) and one input of the console's
 * registry (`web/src/features/records/fields/`); adding a kind touches those two places.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'integer'
  /** Money in fen (integer), shown in yuan. */
  | 'money'
  | 'date'
  /** A time of day, `HH:mm` (opening hours). */
  | 'time'
  /** `{ start, end }`, both yyyy-MM-dd. */
  | 'dateRange'
  | 'mobile'
  | 'landline'
  | 'email'
  /** 18-digit resident ID number with its GB 11643 check digit. */
  | 'idCard'
  /** A bank account number: 12 to 30 digits, masked 前六后四. */
  | 'bankAccount'
  /** 18-character unified social credit code with its GB 32100 check character. */
  | 'uscc'
  | 'region'
  | 'dict'
  | 'dictMulti'
  /** A union of the organisation tree, by id. */
  | 'unionPicker'
  /** An account (person) of the tenant, by id. */
  | 'personPicker'
  /** A table of rows whose columns are fields of scalar kinds. */
  | 'rows'
  /** HTML, sanitised to an allow-list on the server. */
  | 'richText'
  /** One uploaded image, by attachment id. */
  | 'image'
  /** Uploaded files by attachment id, optionally in named slots. */
  | 'attachments'
  /** Keyed lines of money (a subject of a dictionary's classes, or a month), amounts in fen (`FieldDef.lines`). */
  | 'moneyLines';

/**
 * A rule beyond the kind's own format check. Inside a `rows` column a rule's `field` names a sibling
 * column of the same row (`requiredWhen` 其他 needs its specification, `notAbove` approved ≤ asked).
 * Any rule checking a value may carry `when` (`FieldWhen`): it holds only while another field has one
 * of the values (satisfaction ≥ 80 only for a 模范 level); a rule with a `when` of its own keeps it.
 */
export type FieldRule = WithWhen<RuleBody>;

/** A rule's condition: another field (in a row, a sibling column) has one of `equals`; `means` names that choice in the message. */
export interface FieldWhen {
  field: string;
  equals: string[];
  means?: I18nText;
}

/** The rules that check a present value and have no `when` of their own take the general one. */
type WithWhen<R> = R extends { rule: 'required' | 'requiredWhen' | 'requiredWhenAtLeast' | 'requiredWhenBelow' }
  ? R
  : R extends unknown
    ? 'when' extends keyof R
      ? R
      : R & { when?: FieldWhen }
    : never;

/** The rules, each without the general `when`. */
type RuleBody =
  | { rule: 'required' }
  /** Required only when another field has one of these values. */
  | { rule: 'requiredWhen'; field: string; equals: string[] }
  | { rule: 'minLength'; value: number }
  | { rule: 'maxLength'; value: number }
  | { rule: 'min'; value: number }
  | { rule: 'max'; value: number }
  /** A number or date not greater than another field's (dates compare as dates). */
  | { rule: 'notAfterField'; field: string }
  /** A date not before another field's (a removal or rename not dated before the enterprise was covered). */
  | { rule: 'notBeforeField'; field: string }
  /**
   * A number not above another field's (counts: female staff <= staff); on a `rows` field with
   * `column`, that cell of every row (votes never more than those present), the error naming the cell.
   * With `plus`, not above the sum of the two fields (no deficit: expense <= income + opening balance).
   */
  | { rule: 'notAbove'; field: string; column?: string; plus?: string }
  | { rule: 'notBeforeToday' }
  | { rule: 'notInFuture' }
  /**
   * A date (a range: its start) no earlier than `days` days, or `years` years, before today: an event
   * reported within 180 days, a certificate issued within the last 3 years.
   */
  | ({ rule: 'withinPast' } & PastWindow)
  /** A date or a date range lying wholly inside the calendar year the integer field `field` names (a cover period in its cover year). */
  | { rule: 'inYearOf'; field: string }
  /**
   * Rows: the cell `column` of every row holds one of `values` (every member enrolled in a women's plan
   * is 女), the error naming each other row's cell; `valueLabel` names the values as the reader knows them.
   */
  | { rule: 'everyRow'; column: string; values: string[]; valueLabel?: I18nText }
  /** A date range holding at least `value` working days (Monday to Friday less the statutory holidays, plus the 调休 working days). */
  | { rule: 'workingDaysAtLeast'; value: number }
  | { rule: 'minItems'; value: number }
  | { rule: 'maxItems'; value: number }
  /** Text starting with one of these (a union's USCC starts with 81). */
  | { rule: 'startsWith'; values: string[] }
  /**
   * Text ending with one of these (union names end with 工会委员会); with `when`, only while another
   * field has one of the values (`means` names that choice: a joint union's name ends with 联合工会委员会).
   */
  | { rule: 'endsWith'; values: string[]; when?: { field: string; equals: string[]; means: I18nText } }
  /**
   * Text the same as another field's (a funds account held in the union's own name), on submit,
   * compared as written (full-width brackets as half-width, spaces ignored).
   */
  | { rule: 'sameAs'; field: string }
  /**
   * A choice among `equals` only while another field's number is below `value` (joint set-up or an
   * organiser only with fewer than 25 members); `means` names the choices.
   */
  | { rule: 'onlyBelow'; equals: string[]; field: string; value: number; means: I18nText }
  /**
   * A choice among `values` (what they `means`) only while every condition of `all` holds; `onlyFor`
   * names those conditions: legal aid's exemption from the means test (LA-means) only for a migrant
   * worker claiming pay or work-injury damages.
   */
  | { rule: 'allowedOnlyWhen'; values: string[]; all: FieldWhen[]; means: I18nText; onlyFor: I18nText }
  /**
   * One of `values` (`valueLabel` as the reader knows them) while the date field `field` falls at most
   * `days` days after today, or before it: a legal case whose limitation ends within 7 days is urgent (LA-urgent).
   */
  | { rule: 'valueWhenDateWithin'; field: string; days: number; values: string[]; valueLabel: I18nText }
  /** A union's name no other union of the tenant's tree has (server, at submit: the applicant's own present name excepted). */
  | { rule: 'uniqueUnionName' }
  /** A regular expression the text must match, with what it means. */
  | { rule: 'pattern'; value: string; means: I18nText }
  /**
   * Rows: exactly `count` rows whose `column` equals `value` (exactly one 主席). `valueLabel` is the
   * value as the reader knows it (the dictionary's label: 主席, never the key 1), for the message.
   */
  | {
      rule: 'rowsWith';
      column: string;
      value: string;
      count: number;
      valueLabel?: I18nText;
      /** At least `count` such rows rather than exactly (a chair's by-election names one candidate for 主席 or more). */
      atLeast?: boolean;
      /** At most `count` such rows rather than exactly (a review committee's 副主任: two at most). */
      atMost?: boolean;
      /** Other values a row may have instead of `value` (an honour of level 国家级 or 省部级). */
      orValues?: string[];
      /** Only while another field has one of these values (`means` names that choice: 主席补选). */
      when?: { field: string; equals: string[]; means: I18nText };
      /** Only while another field's number is at least `value` (`means` names it: a union with women members). */
      whenAtLeast?: { field: string; value: number; means: I18nText };
    }
  /** Rows: exactly one row per key chosen in the `dictMulti` field `field`, by its `column` (a change's before and after per item). */
  | { rule: 'rowsPerChoice'; column: string; field: string }
  /** A value other than another field's (the receiving union is not the present higher union). */
  | { rule: 'differsFrom'; field: string }
  /** Date range: length in whole years between min and max. */
  | { rule: 'yearsBetween'; min: number; max: number }
  /**
   * A number of days not above the calendar days from the date field `start` to the date field `end`,
   * both counted (a leave of 12-07 to 12-09 takes at most 3 days; working days may be fewer).
   */
  | { rule: 'daysWithin'; start: string; end: string }
  /**
   * A number (or a `rows` field's number of rows) at least `num`/`den` of another field's number:
   * 实到人数 at least two thirds of 应到人数; candidates at least 105 % of the seats (差额).
   */
  | { rule: 'atLeastShareOf'; field: string; num: number; den: number }
  /**
   * A number more than `num`/`den` of another field's number (`1`/`1`: more than it). On a `rows`
   * field with `column`: that cell of every row (of the rows whose `when` column has one of the
   * values) is checked, and an error names the cell: an elected person's votes more than half of 应到人数.
   */
  | { rule: 'moreThanShareOf'; field: string; num: number; den: number; column?: string; when?: RowsWhen }
  /** A number among `values`; on a date range, its length in whole years (a term of three or five years). */
  | { rule: 'oneOf'; values: number[] }
  /** An odd number; on a `rows` field, an odd number of rows (委员 are elected in odd numbers). */
  | { rule: 'odd' }
  /**
   * A number (or a `rows` field's number of rows) within the band of another field's number: the
   * committee's seats by the membership. A band holds from `from` to `to` (both counted; open above
   * without `to`); a number of the other field in no band leaves the rule silent.
   */
  | { rule: 'sizeByCount'; field: string; bands: SizeBand[] }
  /** Required once another field's number is at least `value` (a women's committee with ten or more women members). */
  | { rule: 'requiredWhenAtLeast'; field: string; value: number }
  /** Required while one number field is below another (less came in than was approved: say why). */
  | { rule: 'requiredWhenBelow'; field: string; than: string }
  /** One of `values` (dictionary keys, what they `means`) only where another field's number is at least `min`. */
  | { rule: 'allowedWhenAtLeast'; values: string[]; field: string; min: number; means: I18nText }
  /**
   * A `rows` field's number of rows (of the rows `when` chooses) not above another field's number,
   * or its number of rows when that is a `rows` field too: no more elected than the seats. With
   * `exactly`, as many as that number: the delegates' list names every delegate seat.
   */
  | { rule: 'rowsNotAbove'; field: string; when?: RowsWhen & { means: I18nText }; exactly?: boolean }
  /**
   * A text (or, with `column`, that cell of every row) is one of the `otherColumn` cells of another
   * `rows` field (of its rows `otherWhen` chooses): only a shortlisted candidate is elected, the
   * chair from the elected members. Rows with an empty cell are left to `required`.
   */
  | { rule: 'among'; field: string; otherColumn: string; column?: string; otherWhen?: RowsWhen & { means: I18nText } }
  /**
   * That cell (`column`) of every row names a member of the union's committee in office now; with
   * `whenField`, only while another field has one of the values. Needs the union's officers, which
   * only the server has (`ValidateOptions.sittingMembers`); the console leaves it to the server.
   */
  | { rule: 'sittingMember'; column: string; whenField?: { field: string; equals: string[] } }
  /**
   * The inverse of `sittingMember`: that cell (`column`) of no row names a member of the union's
   * committee in office who holds one of `positions` (launtion_position keys, each with the post its
   * message names): the chair, the finance vice-chair and the finance staff do not sit on the funds
   * review committee that oversees them. Needs the union's officers, which only the server has
   * (`ValidateOptions.officerPositions`); the console leaves it to the server.
   */
  | { rule: 'notSittingAs'; column: string; positions: readonly { key: string; means: I18nText }[] }
  /**
   * The text (or, with `column`, that cell of every row) is a row id of the applicant union's register
   * `register`, or an id reserved for that union by `reservedBy`'s `getid` (a venue added to a
   * declaration). Needs the register, which only the server has (`ValidateOptions.registerIds`).
   */
  | { rule: 'inRegister'; register: string; reservedBy?: string; column?: string }
  /**
   * A figure against the federation's setting of the year (catalogue/year-settings): the number of
   * field `of` (this field's own without it) at most (`atMost`) or equal to (`equals`) the setting,
   * per item by the key field `item` holds (the plan of `mutual_aid_fee`), times the setting `times`
   * when named (相对困难: 2 × 低保). The year is the integer field `year`'s, else the filing's. Read
   * after the form is worked out (computed figures filled); needs the figures, which only the server
   * has (`ValidateOptions.yearSettings`): a year without one is its 409 `yearSettingMissing`.
   */
  | {
      rule: 'yearSetting';
      setting: YearSettingKey;
      op: 'atMost' | 'equals';
      of?: string;
      times?: YearSettingKey;
      item?: string;
      year?: string;
    }
  /**
   * The sex (`sex` key) or birth date a form states agrees with the ID number in the `idCard` field
   * `field` (GB 11643-1999: digits 7 to 14 the birth date, the 17th odd for 男 and even for 女).
   */
  | { rule: 'agreesWithIdCard'; field: string; part: 'sex' | 'birthDate' }
  /** A year not after this year less `offset` (an honour's year: 0; a worker's birth year: 16). */
  | { rule: 'notAfterThisYear'; offset?: number }
  /** Rows: no two rows alike in all of `columns` (one places row per union and kind); the later row is named. */
  | { rule: 'uniqueColumn'; columns: string[] }
  /**
   * Age in whole years (周岁) on the day `at` names, from the birth date in field `birth` (a date, or an
   * ID number's digits 7 to 14), this field's own when `birth` is absent: at least `value`.
   */
  | { rule: 'minAgeAt'; value: number; at: AgeReference; birth?: string }
  /** As `minAgeAt`, at most `value`. */
  | { rule: 'maxAgeAt'; value: number; at: AgeReference; birth?: string }
  /** Whole years from this date field (started work, joined the union, a team founded) to the day `at` names: at least `value`. */
  | { rule: 'yearsSince'; value: number; at: AgeReference }
  /**
   * A figure equal to the sum of `plus` less the sum of `minus` (closing = opening + income − expense).
   * On a `moneyLines` field the figure is the sum of its top-level `column` cells (of the `where`
   * classes): assets = liabilities + net assets.
   */
  | { rule: 'balances'; plus: BalanceTerm[]; minus?: BalanceTerm[]; column?: string; where?: string[] }
  /**
   * On a `moneyLines` field: the `column` of line `line` equals `percent` per cent (or the per cent a
   * dict field's key names, `percentFrom`) of the number field `of`, rounded half up to the fen:
   * line 402 = the funds due × the grassroots share.
   */
  | { rule: 'lineShareOf'; line: string; column: string; of: string; percent?: number; percentFrom?: string };

/** A term of `balances`: a number field, or the sum of a lines field's top-level column. */
export type BalanceTerm = string | SumComputed;

/**
 * The day an age or a length of service is counted to: 31 December of the year in a form field (the
 * round's year, `yearEndOf`), a fixed day, or the date in a form field (this one included).
 */
export type AgeReference = { yearEndOf: string } | { date: string } | { field: string };

/** The rows a rule looks at: those whose `column` has one of the values. */
export interface RowsWhen {
  column: string;
  equals: string[];
}

/** One band of `sizeByCount`: for another field's number from `from` to `to`, between `min` and `max`. */
export interface SizeBand {
  from: number;
  to?: number;
  min: number;
  max: number;
}

/** A named upload slot of an `attachments` field. */
export interface AttachmentSlot {
  key: string;
  label: I18nText;
  required?: boolean;
  /** Detected content types accepted (`pdf`, `image`, `office`, `zip`); all the portal takes when absent. */
  types?: ('pdf' | 'image' | 'office' | 'zip')[];
  maxFiles?: number;
  /** On submit, at least this many files once the slot holds any (whether it must hold any is `required`). */
  minFiles?: number;
  /** Required only while another field has one of these values (a unit's head needs the departments' opinions); `means` names that choice. */
  requiredWhen?: { field: string; equals: string[]; means: I18nText };
  /**
   * The nominee's own consent to be nominated and to have their personal data sent upward (授权同意书 /
   * 承诺书; 《个人信息保护法》第十三条、第十四条): a required slot refused, while empty on submit, as `consentMissing`;
   * with `byCode`, the nominee may instead confirm by the code texted to the form's `mobile` (the form's
   * `consentCode`), which lets the slot stay empty while the form's ID number and mobile are those confirmed.
   */
  consent?: true | { byCode: ConsentByCode };
  /**
   * Files of personal data (ID copies, medical papers: catalogue/fields/personal.ts): listed, zipped and
   * downloaded only for the record's applicant union and reviewers, each download logged (`file`).
   */
  personal?: true;
}

/** The form's fields a consent confirmed by a texted code is bound to: the nominee's ID number and mobile. */
export interface ConsentByCode {
  idCard: string;
  mobile: string;
}

/** A default a new form's field starts with (catalogue/fields/defaults.ts). */
export type FieldDefault = 'thisYear';

/** One field of a module's form. */
export interface FieldDef {
  name: string;
  kind: FieldKind;
  label: I18nText;
  rules: FieldRule[];
  /** Dictionary code for `dict` and `dictMulti` fields. */
  dict?: string;
  /** Shown in the list page (and the Excel export) as a column. */
  listed?: boolean;
  placeholder?: I18nText;
  /** Form section the field is grouped under. */
  section?: string;
  /**
   * Filled from the union's own data (catalogue/fields/prefill.ts); with `readOnly` that data is its
   * only source, and the server fills it so on every save and submit.
   */
  prefill?: PrefillKey;
  /**
   * Written by the server on every save, whatever was sent (read-only in the console, as a lines
   * column's `serverFilled`): the federation's setting of the year (HS-category's 低保 in rights3).
   */
  serverFilled?: ServerFilledSetting;
  /**
   * Filled from the subject the record is filed about (the entry's `subject`): a register row's `name`,
   * `key` or a column of its data, or a field of the approved record (catalogue/fields/prefill.ts
   * `subjectPrefillForm`); with `readOnly` the subject is its only source.
   */
  fromSubject?: string;
  readOnly?: boolean;
  /** The value a new form starts with in the console (`fieldDefaults`): `thisYear`, today's year. */
  defaultValue?: FieldDefault;
  /** `rows`: the columns, each a field of a scalar kind. */
  columns?: FieldDef[];
  /**
   * `rows`: the rows may be filled from a sheet (the shape `rowsImport`: a template of the columns and
   * an import checked all or nothing; docs/FIELD-KINDS.md). The console shows 导入 beside the table.
   */
  rowsImport?: true;
  /** `attachments`: named slots. */
  slots?: AttachmentSlot[];
  /** Help shown under the input. */
  help?: I18nText;
  /**
   * A number the form computes: `num`/`den` of the number field `from`, rounded half up to the unit
   * (a monthly due of 2 % of the payroll, in fen), or the sum of a rows column (a total score). Left
   * empty it is filled in; another figure is refused, naming the figure it should be.
   */
  computed?: ShareComputed | SumComputed | ProductComputed | PerHeadComputed;
  /** `unionPicker`: the kinds of union it may name (a new grassroots union's higher union: federation or launion). */
  unionKinds?: UnionKind[];
  /** `moneyLines`: the key, the money columns and the checks of its lines. */
  lines?: LinesDef;
  /**
   * Personal data (catalogue/fields/personal.ts): `'private'` not shown at all to those not entitled to
   * the record's full values; `false` lowers the mask a kind carries (a union's own account number).
   */
  personal?: 'private' | false;
}

/**
 * What a `moneyLines` field's lines are: keyed by a subject of a dictionary (its codes starting with
 * one of `classes`; a 5-digit code is a detail line of the 3-digit subject it starts with) or by a
 * month (`yyyy-MM`, not after this month, within the `dateRange` field `field` where named).
 */
export interface LinesDef {
  key: { subject: { dict: string; classes: string[] } } | { month: { field?: string } };
  columns: LineColumn[];
  /** The lines the console starts with: the grassroots union's subjects (of the key's classes), or these codes. */
  preset?: 'grassroots' | string[];
  /** A subject whose detail lines are present is their subtotal: each column equals their sum. */
  details?: boolean;
  /** The line's `note` is required where `column` differs from `from` by more than `percent` per cent. */
  noteWhen?: { deviates: { column: string; from: string; percent: number } };
  /** On submit at least this many lines. */
  minLines?: number;
  /** At most this many lines (200 when absent). */
  maxLines?: number;
}

/**
 * The reviewer's view of a lines form (docs/forms/group-d.md "The reviewer's view"): per line the
 * applicant union's approved figure in `source` (this module when absent) for the year `back` years
 * before the record's `yearField`, the change and its percentage, and a flag where the change is over
 * both the federation's `line_change_threshold_percent` of that year and `amount` fen.
 */
export interface PriorFiguresDef {
  source?: string;
  yearField: string;
  back: number;
  /** The lines fields compared: `column` of this record with `priorColumn` (the same when absent) of the prior's same field. */
  lines: { field: string; column: string; priorColumn?: string }[];
  /** Money fields compared with the prior's same field (the totals). */
  totals?: string[];
  /** The least change worth the reviewer's eye, in fen (500 000: ¥5,000). */
  amount: number;
}

/**
 * A module whose approval moves the union's funds months (docs/forms/group-d.md, the funds ledger):
 * the month lines field, the column of each line's amount moved, and where the ledger checks it.
 */
export interface FundsLedgerDef {
  /** The `moneyLines` field keyed by month. */
  lines: string;
  /** The column whose amount the approval moves (finance3 `back`, finance4 `refund`, finance5 `returned`). */
  amount: string;
  /** R-LEDGER: the column the ledger's paid must reach where it holds the month (finance4 `paid`, finance5 `collected`). */
  paidAtLeast?: string;
  /**
   * The column stating what was paid of the month before the amount moved (finance3 `paid`): with it the
   * ledger's paid is the month's whole figure (paid before and back paid), not the back payment alone.
   */
  paidBefore?: string;
  /** The amount actually received (finance5 step 2) against the lines' total: the months get it pro rata. */
  received?: { field: string; total: string };
}

/** A money column of a `moneyLines` field, in fen. */
export interface LineColumn {
  name: string;
  label: I18nText;
  /** The least amount (0 when absent). */
  min?: number;
  /** Filled on every line on submit. */
  required?: boolean;
  computed?: LineComputed;
  /**
   * Written by the server on every save, whatever was sent (a read-only prefill, but per line from
   * another record): the column of the line with the same key in the union's approved record of
   * `module` whose `yearField` equals this form's (0 where that record or line is missing).
   */
  serverFilled?: ServerFilledColumn;
}

/** Where a field's `serverFilled` is read: the setting (per item by the key field `item` holds) of field `year`'s year, else the filing's. */
export interface ServerFilledSetting {
  setting: YearSettingKey;
  item?: string;
  year?: string;
}

/** Where a `serverFilled` column is read: the same lines field's `column` of the union's approved `module` of the form's year. */
export interface ServerFilledColumn {
  module: string;
  yearField: string;
  column: string;
}

/**
 * A column computed within its line: `num`/`den` of another column (2 % of the payroll), the per cent
 * a dict field's key names of another column (the grassroots share), or one column less another (due − paid).
 */
export type LineComputed =
  { shareOf: string; num: number; den: number } | { shareOf: string; percentFrom: string } | { diff: [string, string] };

/** `num`/`den` of the number field `from`, rounded half up to the unit. */
export interface ShareComputed {
  from: string;
  num: number;
  den: number;
}

/**
 * The sum of the number column `column` of the `rows` field `sumOf` (an assessment's total score, a
 * ledger's spending); of a `moneyLines` field, of its top-level lines only (a detail line is in its
 * subtotal), of the subjects of the `where` classes when given.
 */
export interface SumComputed {
  sumOf: string;
  column: string;
  where?: string[];
}

/** `a` × `b`, two number fields (money times a count: rights1's total = amount per head × heads). */
export interface ProductComputed {
  product: [string, string];
}

/**
 * A figure per head: the number field `of`, less the number field `less` when named, over `over` (a
 * number field, or a rows field's number of rows), over 12 more when `monthly`; half up to the unit
 * (a household's income per head a month, in fen).
 */
export interface PerHeadComputed {
  perHead: { of: string; less?: string; over: string; monthly?: boolean };
}

/** The kinds of union in the organisation tree: the federation at the root, launions under it, grassroots unions (corp). */
export type UnionKind = 'federation' | 'launion' | 'corp';

/** Who may act on one review stage. */
export type StageCandidates =
  | { kind: 'applicantParent' }
  | { kind: 'role'; role: string }
  /** The union a `unionPicker` field of the form names (a transfer in is reviewed by the receiving union). */
  | { kind: 'formUnion'; field: string };

/** One review stage of a flow model. */
export interface StageDef {
  key: string;
  name: I18nText;
  candidates: StageCandidates;
  /** Hours until the task is due. */
  dueHours: number;
  /** Hours until the task is due while the form holds one of the values (an urgent case: 24), seeded into version 1 with the stage. */
  dueHoursWhen?: DueHoursWhen;
  /**
   * The stage is reached only when this holds of the submitted form (a choice before it in the
   * model's graph); otherwise the flow goes on to the next one. A transfer out is confirmed by the
   * receiving union only when that union is in the portal.
   */
  onlyWhen?: BranchCondition;
  /**
   * The stage's reviewers may refuse the record outright (不予通过, with a reason): it ends 未通过
   * (`declined`). A module without a resubmit offers it at every stage.
   */
  decline?: boolean;
  /**
   * The fields the stage's reviewers see, edit and must have filled to approve, as a deployed model's
   * stage has them (seeded into version 1 of the chain's model): the federation sets the approved quantities.
   */
  fields?: StageFields;
}

/** A flow model: the ordered review stages a record passes through. */
export interface FlowModelDef {
  key: string;
  name: I18nText;
  stages: StageDef[];
}

/** The standard calls a module may serve (spec: "standard calls"). */
export type StandardCall =
  | 'page'
  | 'detail'
  | 'save'
  | 'savedraft'
  | 'saveDraft'
  | 'submit'
  | 'update'
  | 'resubmit'
  | 'remove'
  | 'rebackFlow'
  | 'removeFlow'
  | 'review'
  | 'downloadfile'
  | 'uploads'
  | 'getid';

/** The standard calls that act without a form body, whose method an entry may change (`ModuleEntry.methods`). */
export type MethodCall = 'remove' | 'rebackFlow' | 'removeFlow';

export type HttpMethod = 'GET' | 'POST';

/** The paths of one step's own save, submit and resubmit (e.g. `save1`, `submit1`, `resubmit1`). */
export interface StepCalls {
  save?: string;
  submit: string;
  resubmit: string;
}

/**
 * One ordered phase of a stepped record (`steps`): its fields, its own save / submit / resubmit
 * and its review. The next step opens when this one is approved. A step may come in variants,
 * chosen by a field of an earlier step (organ5 step 2 by the union's kind).
 */
export interface StepDef {
  key: string;
  title: I18nText;
  /** Field names of this step (fields of the entry). */
  fields: string[];
  calls: StepCalls;
  /** Variants replace `fields` and `calls` when `field` (of an earlier step) has the value `equals`. */
  variants?: { field: string; equals: string; key: string; title: I18nText; fields: string[]; calls: StepCalls }[];
}

/** Child records with their own lifecycle under a parent record (`children`). */
export interface ChildrenDef {
  /** What one child is called. */
  title: I18nText;
  titleField: string;
  fields: FieldDef[];
  example: Record<string, unknown>;
  /** Who reviews a submitted child: the parent record's reviewers. */
  flowModel: FlowModelDef;
  /**
   * A mobile field whose owner confirms a child with a texted code (`sendCode`): a work's author
   * consents to its submission. Asked on a child's own submit when the number is new or changed.
   */
  confirmField?: string;
  /**
   * The entry's fields naming the call (活动) an entry enters: a works call, a meeting, a training.
   * The shape reads them, never a field name of its own (`childCallOf`).
   */
  call: ChildCall;
  /**
   * The console's pages of the entries and their children: one set under `<root>/<key>` for each
   * category, which presets the entry's `categoryField` (the works activities: /activity/photography
   * enters works of kind 1); without it, one set under the module's route.
   */
  pages?: ChildPages;
}

/**
 * The fields of a children module's entry that name its call (`ChildrenDef.call`): activityworks'
 * `activityId` and `activityName`, a meeting sign-up's `meetingId` and `meetingName`. Both are fields
 * of the entry (`childrenProblems` holds the catalogue to it).
 */
export interface ChildCall {
  /**
   * The call's id: a union has one open entry per call (`begin` answers the open one), and the works
   * of one call across entries are listed (`workspage`) and exported for the judges (`outsend`) by it.
   * Those calls take it as `activityId`, the spec's name, whatever the field is called (letters,
   * digits, `-` and `_`, at most 64: the field's rules should keep to that).
   */
  idField: string;
  /** The call's name: the begin dialog proposes this year's call by it. */
  nameField: string;
}

/** Where a children module's console pages are, when it has categories (`ChildrenDef.pages`). */
export interface ChildPages {
  root: string;
  /** The entry's field a category presets in the begin dialog. */
  categoryField: string;
  categories: readonly ChildCategory[];
}

/** One category of a children module's calls, with its own pages (a works activity's photography). */
export interface ChildCategory {
  /** Its pages' path segment (`photography`). */
  key: string;
  /** The value of the entry's `categoryField` it presets (works_kind `1`). */
  value: string;
  /** What its children are called (摄影作品). */
  name: I18nText;
  /** Its call, which an entry enters (职工摄影作品征集); the begin dialog proposes this year's. */
  call: I18nText;
}

/** A questionnaire module (`questionnaire`): the form is the answers to a versioned question set. */
export interface QuestionnaireDef {
  /** The question set's key; admins publish versions of it. */
  setKey: string;
}

/**
 * The module's records are filed in a selection round (`round`, services/records/shapes/round): a
 * submit needs the round of `kind` open now and a place left to the union (409 otherwise).
 */
export interface RoundDef {
  /** Key of dictionary `selection_round_kind`. */
  kind: string;
  /**
   * The field naming the nominee (an ID number, a credit code): a live record of the same round with
   * the same value refuses the submit (409 `duplicateNominee`). Blank values are not compared.
   */
  nominee?: string;
  /** The nominee's category, for the round's structure shares (一线职工 at least, 单位负责人 at most). */
  shares?: RoundShares;
  /**
   * The standards a round of the kind may set (`standards`, by `key`), each on a form field, checked at
   * submit and resubmit: a figure the field's number may not fall below, or (with `yes`) true where the
   * field must hold that dictionary key. A round leaves out the ones it does not set.
   */
  standards?: readonly RoundStandard[];
}

/** One standard a round may set on a form field (`RoundDef.standards`). */
export interface RoundStandard {
  /** The round's setting (`area`, `books`, `digital`). */
  key: string;
  field: string;
  /** The dictionary key the field must hold when the round sets the standard true; without it, a floor. */
  yes?: string;
  /** A floor's unit, as the form's help says it beside the field (本批次标准：不少于60平方米). */
  unit?: I18nText;
}

/**
 * Which keys of a nominee's category field count as front-line workers and which as heads of units,
 * for a round's `frontlineMinPercent` and `leaderMaxPercent` (checked where the higher union chooses:
 * its approval, or its summary).
 */
export interface RoundShares {
  /** The dict field holding the category. */
  field: string;
  frontline: readonly string[];
  leader: readonly string[];
}

/**
 * Calls reading the selection rounds of other modules (`awardRounds`, services/records/shapes/award-rounds):
 * one window call for several awards (recommendCapital's isApply), whether another award's round is
 * open (recommendCapital3's queryRecommendNation1ByOpen), and the children unions' nominations of a
 * module no summary module gathers (recommendCapital3's queryCrop).
 */
export interface AwardRoundsDef {
  /** `isApply`: the caller's union's standing in the round of each of these modules (each with `round`), one item each. */
  isApply?: string[];
  /** A call (its last path segment) answering whether the round of `module`'s kind is open now, and which. */
  openRound?: { call: string; module: string };
  /** `queryCrop`: the caller's children unions with their approved records of this module, or none (not applied). */
  queryCrop?: boolean;
}

/** A higher union gathers its children unions' approved submissions (`rollUp`): catalogue/roll-up-def.ts. */
export type { RollUpDef, RollUpTally } from './roll-up-def';

/** One filing per union and period (`period`). */
/** The profile kinds that may file a module's records, and the reason a refusal names. */
export interface ApplicantKinds {
  kinds: string[];
  reason: 'notJointUnion';
}

export interface PeriodDef {
  per: 'year' | 'call';
  /** The form field holding the year (for `year`). */
  field?: string;
  /**
   * `round`: one filing per union, period and selection round (the next round of the same kind takes a
   * new one): the period's key is `<value>@<roundId>`, the round read by the period shape: for a
   * roll-up summary the round of the records it gathers, for a module with a `round` the one the
   * record is filed in (services/records/shapes/period/period-round.ts).
   * `campaign`: one filing per union and questionnaire campaign (`sendOut`): the period's field is the
   * campaign's id.
   */
  scope?: 'round' | 'campaign';
  /**
   * More form fields in the period's key beside the union: one filing per union, year and each of
   * these (a mutual-aid enrolment per plan, a survey per enterprise). A filing leaving one empty
   * holds no period yet, as a draft without its year.
   */
  alsoBy?: string[];
  /**
   * The period holds only for the filings this holds of (an annual enrolment, not the members added
   * during the year); other filings of the module hold none, any number a year.
   */
  onlyWhen?: Exclude<BranchCondition, { kind: 'unionKind' }>;
}

/** Who a questionnaire campaign (`sendOut`) invites: unions below the sender, records' contacts, or members' mobiles. */
export type SendOutAudience = 'unions' | 'records' | 'mobiles';

/**
 * The module sends its published question set out (`sendOut`, services/records/shapes/send-out;
 * docs/forms/group-c-survey.md "Questionnaires sent out"): a campaign to chosen unions, records'
 * contacts or members' mobiles, each invitation a signed, expiring, single-use link. Needs `questionnaire`.
 */
export interface SendOutDef {
  audiences: readonly SendOutAudience[];
  /** Further published sets a `mobiles` campaign may send (the module's own set is always allowed). */
  memberSets?: readonly string[];
  /** The form field naming the campaign a union's record answers (`unions`); its period is per union and campaign. */
  campaignField?: string;
  /** The form field holding the mobile a `records` invitation is texted to. */
  contactField?: string;
  /** How long a `records` link is valid, in days (14). */
  linkDays?: number;
  /** The longest a link is valid after sending, in days (90). */
  maxDays?: number;
  /**
   * The spec's names for the shape's calls on this module: `invite` (survey `sendSms?id`: a `records`
   * invitation to record `id`); `list` and `send` (field3ques `outsend`: GET lists the campaigns as
   * `campaign/list`, POST sends one as `campaign/send`); `noticeFile` (field3ques `upFile`: the notice
   * file a campaign is sent with, the sender union's own upload); `campaign` (finance6 `getSurveyById`:
   * an invited union reads the campaign it answers, or its open campaigns of the module).
   */
  calls?: { invite?: string; list?: string; send?: string; noticeFile?: string; campaign?: string };
  /**
   * The form field naming the union that sent the campaign (`unions`; finance6 `surveyUnion`, its
   * reviewer): it must be the campaign's sender, so a union cannot choose who reviews its answer.
   */
  senderField?: string;
  /**
   * The form field holding the year the record is about (finance6 `year`): the campaign's year (set
   * when it is sent, this year by default), filled in from the campaign and refused otherwise (400 `campaignYear`).
   */
  yearField?: string;
  /**
   * A call for reports (报表征集, finance7's 决算通知): the campaign carries no question set (no version,
   * no questions); each invited union files its record of it, and its results list who filed and who
   * has not. Only to `unions`; the module has no `questionnaire`.
   */
  withoutQuestions?: true;
  /**
   * The year a campaign asks about has ended (finance7's 决算 of a year, called for once the year is
   * over): a year not before this one in Beijing is refused (400 naming `year`, `campaignYearNotEnded`),
   * and a campaign sent without a year asks about last year.
   */
  endedYear?: true;
}

/**
 * A higher union reminds the unions below it that have not filed in the module's open round
 * (`reminders`, services/records/shapes/reminders: `GET …/sendRemind`): a portal message, at most one
 * a Beijing day per module and union. The entry needs `round` (the round reminded of).
 */
export interface RemindersDef {
  /** Also text the union's contact mobile, where its profile has one; a portal message only when false. */
  sms: boolean;
}

/** A call a module has beyond its shape's, served by a small file beside its entry. */
export interface ExtraCallDef {
  method: 'GET' | 'POST';
  path: string;
  summary: I18nText;
  /** `view` or `edit`: which of the module's permissions it needs. */
  permission: 'view' | 'edit';
  /** The shape whose folder serves the call (survey's calls by the questionnaire shape); the record engine's extra calls otherwise. */
  servedBy?: 'questionnaire' | 'sendOut' | 'rollUp' | 'round' | 'awardRounds' | 'noTask' | 'coverage' | 'lateSlots';
}

/**
 * A union's register kept by approvals (the `register` shape, docs/forms/group-c.md "One register
 * shape"): the venues, the covered enterprises. Its rows are written by approvals' effects only; the
 * module serves them (`index`: rows and totals; `remove`: a union closes rows it no longer has).
 */
export interface RegisterDef {
  /** Which register: `venue`, `enterprise`. */
  key: string;
  /** `rows`: the union's rows as a table; `sheet`: one sheet of a union's rows (field5). */
  view: 'rows' | 'sheet';
  /** Numeric columns summed over the active rows (`area`), and the column they are counted by (`venueType`). */
  totals?: { sum?: string[]; by?: string };
  /** Columns of personal data, masked in every list and sheet (`contactMobile`, `managerTel`). */
  personal?: string[];
  /** The register's read calls beyond the spec (survey's `enterprises`, `enterprise`; the list's `/export`), marked `x-inferred`. */
  readCalls?: { list: string; one: string };
  /**
   * The union's own calls `index` and `remove` (true when absent): false for a module whose `remove`
   * is its drafts' (survey, which shows the enterprise register through its `readCalls` only).
   */
  unionCalls?: boolean;
  /**
   * Shares its sheet (`<list>/export`) prints (survey's 入会率: 会员人数 / 职工人数, the 台账's `ratio`):
   * each share's two numbers under their fields' labels, then the share; the 合计 row the sums over
   * the rows in the register and the share of the sums.
   */
  ratios?: readonly LedgerRatio[];
  /**
   * The sheet as its design lays it out (survey's 覆盖企业名录, group-c-survey.md "The register's
   * sheet"), in place of the plain one: the caller's union in the title, the columns in order, the
   * 合计 in words and the signature rows under the table.
   */
  sheet?: RegisterSheetDef;
}

/** A register's own sheet (`register.sheet`). */
export interface RegisterSheetDef {
  /** After the caller's union's name, before the day: `<union>覆盖企业名录（截至2026-11-27）`. */
  title: I18nText;
  /** The columns after 序号, in order. */
  columns: readonly RegisterSheetColumn[];
  /** The 合计 row's words: `{n}` the rows, `{active}` those in the register (`合计 共{n}家（在册{active}家）`). */
  total: I18nText;
  /** Under the table, one line each (填报人, 联系电话, 审核人; 填报单位（盖章）, 填报日期). */
  signatureRows: SignatureItem[][];
}

/**
 * A column of a register's own sheet: one of the row's own (its name, code, union, state, the days it
 * entered and left, why it left: `dict` names its dictionary); a value of its data (`field`: shown as
 * the module's field of that name shows it, dictionaries by label and regions by name, or as stored
 * under `label` where the module has no such field); or the figures and shares of `ratios`, with
 * their 合计. `union` is shown only on a sheet holding rows of unions below the caller's.
 */
export type RegisterSheetColumn =
  | { row: 'name' | 'key' | 'union' | 'state' | 'since' | 'closedOn'; label: I18nText }
  | { row: 'closeReason'; label: I18nText; dict: string }
  | { field: string; label?: I18nText }
  | { figures: true };

/**
 * A record filed about something else (the `subject` shape, docs/forms/group-c.md "One option for a
 * record filed about something else"): an approved record of another module (field4material under
 * field4) or a row of a register (survey2 and survey3 under an enterprise). It must stand and be the
 * applicant union's: 404 when it is not found or not the union's, 409 when it is not approved or
 * not active, on save and on submit.
 */
export interface SubjectDef {
  /** What the record is about: an approved record of `module`, or a row of `register`. */
  of: { module: string } | { register: string };
  /** The spec's route parameter that names it (`pid`, `sid`). */
  param: 'pid' | 'sid';
  /** The form field that holds its id. */
  field: string;
  /** Only one record about a subject may be open (in review or returned) at a time, checked under its lock (409 `subjectOpen`). */
  openPerSubject?: boolean;
  /**
   * A read-only field it fills (`FieldDef.fromSubject`) sent with another value is refused, 400 naming
   * the field with this rule's message, instead of taking the subject's back (survey's name and code:
   * a survey never renames, cov-survey-name). Left empty, the field is filled as always.
   */
  refuseOther?: SubjectRefusal;
}

/** The rule (and message) a read-only subject field sent otherwise is refused with. */
export type SubjectRefusal = 'registeredName';

/** Domain effects of approval, run in the transaction that records it (`services/.../effects`). */
export type EffectKey =
  | 'createUnion'
  | 'renameUnion'
  | 'transferOut'
  | 'transferIn'
  | 'updateCommittee'
  | 'updateCertificate'
  | 'registerFunds'
  | 'recordHonour'
  // The registers kept by approvals (db/registers): the venues, the covered enterprises, the first-aid points.
  | 'recordVenues'
  | 'coverEnterprise'
  | 'surveyEnterprise'
  | 'renameEnterprise'
  | 'removeEnterprise'
  | 'registerFirstAidPoint'
  // The registers of people kept by rights and help approvals (db/effects/people.ts): keyed by an HMAC of the ID number.
  | 'coverMembers'
  | 'recordAssistance'
  | 'recordLegalAid'
  | 'fileHardship'
  // A follow-up row's change of a register row (a kind's `effect`, catalogue/follow-ups): a member's cover or a hardship
  // file ended, the end a voided row wrote undone (a correction), the file's category set by a yearly review.
  | 'endCover'
  | 'exitHardship'
  | 'undoEnd'
  | 'reviewHardship'
  // The union's funds review committee and its chair (finance8), which the finance forms prefill.
  | 'auditCommitteeRegistered'
  // The funds ledger (db/funds): a back payment, a refund, the grassroots share returned.
  | 'fundsBackPaid'
  | 'fundsRefunded'
  | 'fundsReturned';

/**
 * One effect of an approval in a list: run only while `when` holds of the approved form and the
 * applicant union (a 模范 level's honour beside the venues every declaration records).
 */
export interface ApprovedEffect {
  effect: EffectKey;
  when?: BranchCondition;
}

/**
 * What approval changes in the organisation. `onApproved` is one effect or a list, run in order in
 * the approval's transaction (`approvedEffects` reads both alike).
 */
export interface EffectsDef {
  onApproved?: EffectKey | readonly ApprovedEffect[];
  onStepApproved?: Record<string, EffectKey>;
  effectiveFrom?: string;
}

/** The account kinds that may start a module's records: a publish-only module is started by higher unions, the federation and administrators too. */
export type StarterIdent = 'corp' | 'launion' | 'federation' | 'admin';

/** The templates a module's `preview` call may print instead of its form (services/records/documents/templates). */
export type PreviewTemplate = 'transferLetter';

/**
 * How a module's records are printed and listed (docs/forms/documents.md): the paper form's name,
 * the key figures of its 台账, the document its `preview` call answers.
 */
export interface DocumentDef {
  /** The name of the paper form a record prints as (工会法人资格登记申请表); the module's title when absent. */
  title?: I18nText;
  /** The fields of the 台账 (the exported sheet) in order, the key figures of the module; the listed fields when absent. */
  ledger?: string[];
  /** The document of the `preview` call (a transfer's 转接函); the form, as `review` prints it, when absent. */
  preview?: PreviewTemplate;
  /**
   * A nomination's 推荐审批表: the nominee's photo (the first image of the attachments field's slot,
   * a framed 照片 box without one or without a slot) above the form, and the blocks signed by hand after it (本人签字,
   * 所在单位意见 with its seal and date, 上级工会意见), as group B's printouts print the seal and date.
   */
  nomination?: { photo?: { field: string; slot: string } };
  /**
   * Blocks for another party's hand, printed empty: before the applicant's block an opinion to be written,
   * sealed and dated (survey1's 企业意见, field4's 单位行政意见); with `at: 'end'`, after the reviews, and
   * with `lines`, those lines to fill in instead of the opinion's (field4material's 签收: 收货人（签字）, 签收日期).
   */
  extraBlocks?: { heading: I18nText; at?: 'end'; lines?: I18nText[] }[];
  /** The stage (its key) whose review block prints the line 实地查看日期 empty, for the site visit written by hand (field1's, field4's higher union). */
  siteVisitLine?: string;
  /** Columns of the 台账 worked out from the form, after its key figures: the nominee's age, years of service. */
  derived?: LedgerDerived[];
  /**
   * The 合计 row under the 台账's records (which counts them): a number or money field's name sums its
   * column; a share counts the records whose field holds one of the values, with its percentage of them.
   */
  totals?: (string | LedgerShare)[];
  /** Headers grouped over the 台账's columns: a header row above them, merged across each group's columns (the others merged down both rows). */
  headerGroups?: LedgerHeaderGroup[];
  /** Rows under the 台账's table, each merged across it, for the union's hand and seal: items of a fixed vocabulary. */
  signatureRows?: SignatureItem[][];
  /** The record's 预算表 / 决算表 (.xlsx) in the federation's layout, listed by `downloadfile` beside the form. */
  linesSheet?: LinesSheetDef;
  /** A second sheet of the 台账 with one line per row of a `rows` field (field4material's goods issue list). */
  ledgerByRow?: LedgerByRowDef;
}

/**
 * The 台账's sheet by row (docs/forms/documents.md; group-c-field.md "field4material"): after the
 * records' sheet, one line per row of `field` of each record exported, in the records' order: 序号,
 * the record's number and union, the row's `columns`, the record's `fields`, its state; a 合计 line
 * counts the lines and sums the columns `totals` names.
 */
export interface LedgerByRowDef {
  /** The sheet's name and the start of its title (物资发放清单). */
  title: I18nText;
  /** The `rows` field whose rows are the lines. */
  field: string;
  /** Its columns, in the sheet's order. */
  columns: string[];
  /** Fields of the record after the row's columns (小屋名称, 收货人, 收货地址). */
  fields?: string[];
  /** Number columns of the row summed in the 合计 line (核定数量). */
  totals?: string[];
}

/**
 * A record's lines printed as the federation's sheet (docs/forms/group-d.md "The sheet in the
 * federation's layout"): the title, 编制单位 with its seal and 单位：元, each lines field a table of
 * its own (科目编码, 科目名称, the money columns in yuan, 说明) closed by its 合计 row, the figures
 * `totals` names, then the signature rows.
 */
export interface LinesSheetDef {
  /** The sheet's title after the year (年度工会经费收支预算表: 2026年度工会经费收支预算表). */
  title: I18nText;
  /** The field holding the year the title starts with. */
  yearField?: string;
  /** The lines fields, in the sheet's order. */
  fields: string[];
  /** Money fields printed as rows under the tables (上年结余, 年末结余), each its label and figure. */
  totals?: string[];
  signatureRows: SignatureItem[][];
}

/** A share printed in the 合计 row under its field's column: 一线职工 2（40.0%）. */
export interface LedgerShare {
  /** A dictionary field of the 台账 (a multiple choice counts when any of its values is one of `values`). */
  field: string;
  values: readonly string[];
  label: I18nText;
}

/** A header over neighbouring columns of the 台账 (被推荐人基本情况 over 姓名 … 学历): fields of its ledger, in their order. */
export interface LedgerHeaderGroup {
  label: I18nText;
  fields: string[];
}

/**
 * An item of a signature row, as the federation's paper sheets have them: 填报单位（盖章）, 填报人,
 * 审核人, 联系电话, each with room to write; 填报日期 with 年 月 日; the seal with its date, as the
 * roll-up's summary sheet ends.
 */
export type SignatureItem =
  | 'unit'
  | 'filledBy'
  | 'checkedBy'
  | 'phone'
  | 'date'
  | 'sealDate'
  // A finance sheet's: 单位负责人, 财务负责人, 经审会主任, 制表人, 报送日期 年 月 日.
  | 'unitHead'
  | 'financeHead'
  | 'auditChair'
  | 'preparedBy'
  | 'reportDate';

/**
 * A 台账 column worked out from the form: an age (周岁) or a length of service in whole years on a day,
 * the number of rows of a `rows` field (firstaid's AED台数 and 持证救护员人数), or one number's share of
 * another (survey's 入会率).
 */
export type LedgerDerived = (LedgerYears | LedgerRowCount | LedgerRowsText | LedgerRowSum | LedgerRatio) & {
  /** The 台账 field it follows (小屋名称, 申领年度 … 物资明细); after the key figures when absent. */
  after?: string;
};

/**
 * One number field's share of another as a percentage to one decimal (survey's 入会率: 会员人数 /
 * 职工人数), printed right after the field `after` names; `—` where the second is 0 or missing. The
 * 合计 row gives the share of the two columns' sums over the records.
 */
export interface LedgerRatio {
  kind: 'ratio';
  label: I18nText;
  numerator: string;
  denominator: string;
}

/** An age (周岁) or a length of service in whole years on a day. */
export interface LedgerYears {
  kind: 'age' | 'yearsSince';
  label: I18nText;
  /** The field counted from: a birth date or an ID number (`age`), a date (`yearsSince`). */
  from: string;
  /** The day counted to; `submitted`: 31 December of the year the record was submitted (the round's year). */
  at: AgeReference | 'submitted';
}

/** The number of rows of the `rows` field `from` (0 while it has none). */
export interface LedgerRowCount {
  kind: 'rowCount';
  label: I18nText;
  from: string;
}

/**
 * The rows of the `rows` field `from` as one line, each row its `name` column's cell and its `count`
 * (哺乳椅×1；冰箱×2), with the `approved` count once it is set (电动吸奶器×2（核定2）).
 */
export interface LedgerRowsText {
  kind: 'rowsText';
  label: I18nText;
  from: string;
  name: string;
  count: string;
  approved?: string;
}

/** The sum of a number column of the `rows` field `from` (申领件数); empty while no row has a number; `total` sums it in the 合计 row. */
export interface LedgerRowSum {
  kind: 'rowSum';
  label: I18nText;
  from: string;
  column: string;
  total?: boolean;
}

/** A business module of the catalogue, served by the generic routes, workflow and pages. */
export interface ModuleEntry {
  key: string;
  group: string;
  title: I18nText;
  /** Field whose value names the record in lists and task rows. */
  titleField: string;
  fields: FieldDef[];
  /** Form sections in display order. */
  sections?: { key: string; title: I18nText }[];
  flowModel: FlowModelDef;
  /** Days an untouched draft lives before it expires. */
  draftTtlDays: number;
  /** Console route of the module's form. */
  route: string;
  /** Who may start it (its applicant's account kind). */
  starters: StarterIdent[];
  /** A complete, valid form: the OpenAPI example and the tests' fixture. */
  example: Record<string, unknown>;
  /**
   * What a reviewer fills in with an approval where the stage lets it edit the field (`StageDef.fields`):
   * rights2's 核定金额. The tests' reviewers send it; the applicant's `example` leaves it out.
   */
  approvalExample?: Record<string, unknown>;
  /** The standard calls it serves; all of them when absent. */
  calls?: StandardCall[];
  /**
   * Calls saving one section of a draft or returned record (`sectionSave`; finance6 `finup`: the
   * finance section), by path: the body's fields of that section replace the stored ones, the rest stay.
   */
  sectionCalls?: Record<string, string>;
  /**
   * `detail` and `review` called without an id answer the caller union's newest record of the module
   * (404 when it has none): field1's own declaration, opened from the field overview.
   */
  newestWithoutId?: boolean;
  /** Other names of standard calls (organ4: `saveModel` for save, `submitModel` for submit). */
  aliases?: Partial<Record<StandardCall, string[]>>;
  /**
   * A standard call served under another HTTP method than its own, as the spec sends it: field2's
   * `remove` is a GET (`callMethod` reads it; the console sends what it says).
   */
  methods?: Partial<Record<MethodCall, HttpMethod>>;
  /**
   * Calls the module serves beyond calls.tsv, by path (a standard call, an alias or a step's call),
   * each with why, marked `x-inferred` with that reason in the OpenAPI document: firstaid's `getid` and
   * `uploads` (its form carries files, the spec lists neither), finance4's form calls, finance5's step
   * calls (docs/forms/group-d.md, New engineering 12).
   */
  inferredCalls?: Readonly<Record<string, string>>;
  /** The funds ledger the module's approvals move and its submits are checked against (finance3, finance4, finance5). */
  fundsLedger?: FundsLedgerDef;
  /** Ordered phases, each with its own save, submit and review; one implicit step when absent. */
  steps?: StepDef[];
  children?: ChildrenDef;
  questionnaire?: QuestionnaireDef;
  rollUp?: RollUpDef;
  round?: RoundDef;
  awardRounds?: AwardRoundsDef;
  /**
   * Attachment slots of the `files` field filled after approval (`uploadAttachment`: the stamped scan
   * of modelWorkerSelection3), never asked on submit.
   */
  lateSlots?: string[];
  /** Follow-up rows after approval (`followUps` shape, catalogue/follow-ups): payments, a lawyer assigned, a yearly review. */
  followUps?: FollowUpsDef;
  /** The fixed reasons a refusal of this module may name beside its comment (catalogue/decline-reasons: rights4's `referred`). */
  declineReasons?: DeclineReasonKey[];
  period?: PeriodDef;
  /** Save itself starts the review. */
  saveSubmits?: boolean;
  /** Published by a higher union or an administrator, no review. */
  publishOnly?: boolean;
  /**
   * The field its records are listed by kind (activity's `category`): the page and export calls take
   * `category` to select one, and the console lists one kind at `<route>/{cate}` (spec: /activity/index/{cate?}).
   */
  categoryField?: string;
  /**
   * Each category's own page, detail, submit and resubmit calls (honor1's `pagePerson`, `submitTeam`):
   * the standard calls with `categoryField` fixed (catalogue/category-calls.ts).
   */
  categoryCalls?: CategoryCallsDef[];
  /**
   * A lookup (class k): data read and edited directly, with history and no lifecycle (the employer's
   * data, `corpration`). Its calls are served by its own folder, not by the record engine.
   */
  lookup?: boolean;
  /**
   * A read-only module whose page is a named overview, not a form; its calls are its `extraCalls`
   * (finance1's `fundsMonths`: a union's funds months of a year and one month's movements).
   */
  overview?: 'fundsMonths';
  extraCalls?: ExtraCallDef[];
  /** Its records are each filed about something else: a record of another module or a register row (`subject` shape). */
  subject?: SubjectDef;
  /**
   * Only a union whose profile kind (`union_kind`, as its set-up recorded it: organ5's `unionKind`) is
   * one of `kinds` may submit or resend (`applicantKind` shape): 409 `reason` otherwise. The covered
   * enterprises: a joint union or a federation covers enterprises, a single employer's union does not.
   */
  applicantKinds?: ApplicantKinds;
  /** A union's register kept by approvals (`register` shape). */
  register?: RegisterDef;
  /** A union may declare it has nothing to file for a round (`noTask` shape). */
  noTask?: NoTaskDef;
  /** Filed only while the assessment round of its kind is open, within its places, with its items (`window` shape). */
  window?: WindowDef;
  /** A higher union sees which children unions filed for a year (`coverage` shape, `queryCrop`). */
  coverage?: CoverageDef;
  /** A grade computed on the server from the total and the round's bands (`grade` shape). */
  grade?: GradeDef;
  /** The higher union scores each item when it approves (`scoring` shape: complete-task's `scores`). */
  scoring?: ScoringDef;
  /**
   * Several drafts are submitted in one call, each as `submit` would and into its own review; the
   * answer says which went and why any did not (`submitBatch` shape, `POST …/submitBatch`).
   */
  submitBatch?: boolean;
  /** A higher union reminds the unions below that have not filed in the open round (`reminders` shape, `GET …/sendRemind`). */
  reminders?: RemindersDef;
  /** Its question set is sent out in campaigns with signed single-use links (`sendOut` shape, `…/campaign/*`). */
  sendOut?: SendOutDef;
  /** Each line beside the union's approved figure of an earlier year, the large changes flagged (`priorFigures` shape). */
  priorFigures?: PriorFiguresDef;
  /**
   * What approval changes in the organisation (run with the approval, in one transaction).
   * `effectiveFrom` names a date field: when that date is later than the approval, the effect runs on
   * it instead (a durable timer of the record's flow), as a transfer takes effect on its date.
   */
  effects?: EffectsDef;
  /** How its records are printed and listed; set in `catalogue/modules/documents.ts`. */
  document?: DocumentDef;
  /** How its records become honours and what the publicity shows of them (`catalogue/honour.ts`). */
  honour?: HonourDef;
}
