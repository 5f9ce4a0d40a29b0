import { AppError, type MessageKey } from '../../platform/core';

/** How much an imported workbook may hold and cost; each is checked before or while it is read. */
export interface ImportLimits {
  /** The .xlsx file itself, read into memory to find its directory. */
  maxFileBytes: number;
  /** Files in the zip (a workbook has about a dozen). */
  maxEntries: number;
  /** What one file of the zip may unpack to. */
  maxEntryBytes: number;
  /** What the files read from the zip may unpack to together. */
  maxTotalBytes: number;
  /** Unpacked over packed size of one file, beyond `ratioGraceBytes` (Apache POI refuses beyond 100 too). */
  maxRatio: number;
  /** A file unpacking to no more than this is cheap whatever its ratio. */
  ratioGraceBytes: number;
  /** Data rows of the first sheet (the header row not counted). */
  maxRows: number;
}

export const MIB = 1024 * 1024;

/** Far above a sheet of a few hundred rows, far below what stalls the API. */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 10 * MIB,
  maxEntries: 200,
  maxEntryBytes: 32 * MIB,
  maxTotalBytes: 64 * MIB,
  maxRatio: 100,
  ratioGraceBytes: 100 * 1024,
  maxRows: 500,
};

/** What reading got through before it stopped: tests hold the reader to stopping early. */
export interface ImportProgress {
  /** Bytes inflated so far (the check pass and the sheet's). */
  inflatedBytes: number;
  /** Data rows of the first sheet read so far. */
  rowsRead: number;
}

/** The rules an import is refused by, each with its message. */
const RULES = {
  xlsx: 'importNotWorkbook',
  maxFileSize: 'importFileTooLarge',
  maxEntries: 'importTooManyEntries',
  maxUnpackedSize: 'importUnpackedTooLarge',
  maxTotalUnpackedSize: 'importUnpackedTooLarge',
  maxCompressionRatio: 'importCompressionRatio',
  rows: 'importNoRows',
  maxRows: 'importTooManyRows',
} as const satisfies Record<string, MessageKey>;

export type ImportRule = keyof typeof RULES;

/** Rules whose limit is a size: the message names it in MB. */
const IN_MB = new Set<ImportRule>(['maxFileSize', 'maxUnpackedSize', 'maxTotalUnpackedSize']);

/**
 * 400 naming the upload's field and the rule it broke, with its limit; nothing was imported.
 * `progress` says how far reading got (the tests check it stopped early).
 */
export class ImportRefusedError extends AppError {
  constructor(
    field: string,
    readonly rule: ImportRule,
    readonly progress: ImportProgress,
    limit?: number,
  ) {
    const shown: Record<string, string> = limit === undefined ? {} : { limit: String(IN_MB.has(rule) ? Math.floor(limit / MIB) : limit) };
    const issue = { field, rule, message: '', ...(limit === undefined ? {} : { limit }) };
    super(400, RULES[rule], { field, rule, ...shown }, { errors: [issue] });
    this.name = 'ImportRefusedError';
  }
}
