/** Shapes of the module catalogue: every business module is one `ModuleEntry`. */

/** Text in the two languages the portal speaks. */
export interface I18nText {
  zh: string;
  en: string;
}

export type Lang = 'zh' | 'en';

/** The input kinds the generic form knows how to render and check. */
export type FieldKind = 'text' | 'textarea' | 'integer' | 'date' | 'mobile' | 'uscc' | 'region' | 'dict' | 'attachments';

/** A rule beyond the kind's own format check. */
export type FieldRule =
  | { rule: 'required' }
  | { rule: 'minLength'; value: number }
  | { rule: 'maxLength'; value: number }
  | { rule: 'min'; value: number }
  | { rule: 'max'; value: number }
  | { rule: 'notAfterField'; field: string }
  | { rule: 'notAbove'; field: string }
  | { rule: 'notBeforeToday' }
  | { rule: 'minItems'; value: number };

/** One field of a module's form. */
export interface FieldDef {
  name: string;
  kind: FieldKind;
  label: I18nText;
  rules: FieldRule[];
  /** Dictionary code for `dict` fields. */
  dict?: string;
  /** Shown in the list page as a column. */
  listed?: boolean;
  placeholder?: I18nText;
  /** Form section the field is grouped under. */
  section?: string;
}

/** Who may act on one review stage. */
export type StageCandidates = { kind: 'applicantParent' } | { kind: 'role'; role: string };

/** One review stage of a flow model. */
export interface StageDef {
  key: string;
  name: I18nText;
  candidates: StageCandidates;
  /** Hours until the task is due. */
  dueHours: number;
}

/** A flow model: the ordered review stages a record passes through. */
export interface FlowModelDef {
  key: string;
  name: I18nText;
  stages: StageDef[];
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
  /** Who may start it. */
  starters: ('corp' | 'launion')[];
  /** A complete, valid form: the OpenAPI example and the tests' fixture. */
  example: Record<string, string | number | string[]>;
}
