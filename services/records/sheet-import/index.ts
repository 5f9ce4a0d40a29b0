/** Imports from uploaded workbooks: the one reader every module's import uses, with its limits. */
export { readImportSheet, readUploadedSheet, cellText, type ImportRow, type ImportSheet } from './import-sheet';
export { DEFAULT_IMPORT_LIMITS, ImportRefusedError, type ImportLimits, type ImportProgress } from './import-limits';
export { SheetCellError, SheetImportErrors, SheetProblems, type SheetCellProblem } from './sheet-problems';
export { writeZip, type PackedEntry } from './zip-writer';
