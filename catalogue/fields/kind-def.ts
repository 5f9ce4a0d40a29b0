import type { FieldDef, I18nText, Lang, UnionKind } from '../types';
import type { FormValue } from './values';

/** A JSON schema (OpenAPI 3.0 dialect: `nullable` instead of a null type). */
export type JsonSchema = { [key: string]: unknown };

/** What an uploaded file is, as far as the checks need to know. */
export interface AttachmentFacts {
  /** The detected content type. */
  mime: string;
}

/** The lists a check compares against; each check runs only when its list is given. */
export interface CheckContext {
  today: string;
  /** Known option keys per dictionary code (`dict`, `dictMulti`). */
  dicts?: Readonly<Record<string, readonly string[]>>;
  /** Known region codes (`region`). */
  regions?: ReadonlySet<string>;
  /** Union ids the caller may name (`unionPicker`). */
  unions?: ReadonlySet<string>;
  /** The kind of each of those unions, for a picker limited to some kinds (`FieldDef.unionKinds`). */
  unionKinds?: ReadonlyMap<string, UnionKind>;
  /** The language of the messages (the kinds' names a picker's rule lists). */
  lang?: Lang;
  /** Account ids the caller may name (`personPicker`). */
  persons?: ReadonlySet<string>;
  /** The record's own uploads by id (`image`, `attachments`). */
  attachments?: ReadonlyMap<string, AttachmentFacts>;
  /** Reduces rich text to its allow-list (`loadRichTextSanitizer`); kept as typed without it. */
  sanitizeHtml?: (html: string) => string;
  /** The names other unions of the tenant's tree hold, as `nameKey` writes them (`uniqueUnionName`). */
  takenUnionNames?: ReadonlySet<string>;
  /** The nominee confirmed by the texted code (a consent slot `byCode`): its slot may then stay empty. */
  consentConfirmed?: boolean;
}

/** Names for ids, so a list cell or an Excel cell reads as a person expects. */
export interface CellContext {
  lang: Lang;
  /** Label per dictionary code and key. */
  dictLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Full name per region code. */
  regionNames?: Readonly<Record<string, string>>;
  unionNames?: Readonly<Record<string, string>>;
  personNames?: Readonly<Record<string, string>>;
  /** File name per upload id. */
  attachmentNames?: Readonly<Record<string, string>>;
}

/** A broken check of a kind: the rule's name, the message's parameters, and a sub-path (`.slot`). */
export interface Problem {
  rule: string;
  params?: Record<string, string | number>;
  /** Appended to the field's name in the error (`.license` for a slot). */
  path?: string;
  /** The part of the field it concerns (a slot), named after the field's label. */
  part?: I18nText;
  /** The message key when it differs from the rule (a variant of the rule's message). */
  message?: string;
}

/** Normalised value, or the rule its raw form breaks. */
export type Normalised = { value: FormValue; rule?: undefined } | { value: FormValue; rule: string };

/** What a kind hands back to the registry when it holds fields itself (`rows`). */
export interface Nested {
  schema: (field: FieldDef) => JsonSchema;
  text: (field: FieldDef, value: FormValue | undefined, ctx: CellContext) => string;
  excel: (field: FieldDef, value: FormValue | undefined, ctx: CellContext) => string | number | null;
}

/** Everything one field kind means, in one place. */
export interface KindDef {
  /** May be a column of a `rows` table. */
  scalar: boolean;
  /** The stored value of an empty field. */
  empty: (field: FieldDef) => FormValue;
  /** The value's JSON schema (OpenAPI request bodies). */
  schema: (field: FieldDef, nested: Nested) => JsonSchema;
  /** Raw input (JSON) to the stored value; `rule` names what a malformed value breaks. */
  normalise: (raw: unknown, field: FieldDef, ctx?: Omit<CheckContext, 'today'>) => Normalised;
  /** The kind's own checks of a non-empty normalised value (format, known ids, slots). */
  check: (value: FormValue, field: FieldDef, ctx: CheckContext, mode: 'draft' | 'submit') => Problem[];
  /** Run `check` on an empty value too (required slots of an empty attachments field). */
  checksEmpty?: boolean;
  /** The text whose characters `minLength` and `maxLength` count, where it is not the value itself (rich text: its text without the markup). */
  measuredText?: (value: string) => string;
  /** The value compared by `min`, `max`, `notAbove` and `notAfterField`: a number, a yyyy-MM-dd date or an HH:mm time. */
  comparable?: (value: FormValue) => { kind: 'number'; n: number } | { kind: 'date'; d: string } | { kind: 'time'; t: string } | undefined;
  /** Text of a non-empty value in a list cell or a read-only form. */
  cellText: (field: FieldDef, value: FormValue, ctx: CellContext, nested: Nested) => string;
  /**
   * The value as shown to whoever is not to read it in full (personal data, catalogue/fields/personal.ts):
   * enough to tell two rows apart, too little to use. A kind with a mask is personal by default.
   */
  mask?: (value: string) => string;
  /** Excel cell of a non-empty value: numbers stay numbers, money in yuan, dates as text. */
  excelCell: (field: FieldDef, value: FormValue, ctx: CellContext, nested: Nested) => string | number | null;
}
