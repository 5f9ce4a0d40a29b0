/** The texts of a funds registration the profile keeps (section `funds`), by the form's names. */
export const FUNDS_TEXTS = ['bankName', 'accountName', 'accountNo', 'payMode'] as const;
/** Its figures: the staff, and the payroll of all staff and the monthly due, in fen. */
export const FUNDS_FIGURES = ['staffCount', 'payrollMonthly', 'dueMonthly'] as const;
/** Its dates (yyyy-MM-dd): the first month paid, and the day the registration was approved. */
export const FUNDS_DATES = ['startMonth', 'registeredOn'] as const;

/**
 * The keys the effects write to each section of the profile's history (`before` and `after` of a
 * `union_profile_history` row). The profile names every one for its reader
 * (services/organisation/union-profile/history-fields.ts, whose test goes over this table): an effect's section
 * values are typed by it, so a new key is declared here (and then needs its name) or does not compile.
 */
export const EFFECT_HISTORY_KEYS = {
  name: ['name'],
  parent: ['parentId', 'parentName', 'path'],
  code: ['creditCode'],
  created: ['name', 'parentId', 'account'],
  committee: ['officers'],
  status: ['status', 'establishedOn'],
  members: ['memberCount', 'femaleMembers'],
  chair: ['chairName'],
  term: ['termNo', 'termStart', 'termEnd'],
  certificate: ['certNo', 'legalRep', 'address', 'funds', 'changeDate', 'name', 'other'],
  transfer: ['direction', 'from', 'to', 'toId', 'date', 'reason'],
  funds: [...FUNDS_TEXTS, ...FUNDS_FIGURES, ...FUNDS_DATES],
  unit: ['unitName', 'unitUscc', 'region', 'address'],
  // The union's kind as its set-up recorded it (`union_kind`): a joint union (ally) covers enterprises.
  organisation: ['unionKind'],
  base: ['address'],
  finance: ['bankName', 'accountNo'],
  auditCommittee: ['chairName', 'termStart', 'termEnd', 'memberCount', 'electionDate'],
} as const satisfies Record<string, readonly string[]>;

export type HistorySection = keyof typeof EFFECT_HISTORY_KEYS;
export type HistoryKey<S extends HistorySection> = (typeof EFFECT_HISTORY_KEYS)[S][number];
/** What an effect writes to a section: only its declared keys. */
export type SectionValues<S extends HistorySection, V = unknown> = Partial<Record<HistoryKey<S>, V>>;
/** A history row's values: a declared section's keys, any keys for the sections a union edits itself. */
export type HistoryValues<S extends string> = S extends HistorySection ? SectionValues<S> : Record<string, unknown>;
