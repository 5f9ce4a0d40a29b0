/** Documents made from records: PDFs (one layout engine, a template per document), 台账 sheets and zips of attachments. Knows nothing of the routes. */
export { recordPreviewPdf } from './record-preview';
export { paperTitle, previewTitle } from './templates';
export { paginate, wrapText, type MeasuredBlock, type Placement } from './layout';
export { reviewRounds, type StepReviews, type StageReview, type Decision } from './review-rounds';
export type { DocumentFacts, DocumentRecord } from './document-record';
export { documentFacts } from './document-facts';
export { documentStateName } from './record-state-text';
export { documentWords } from './texts';
export { CJK_FONT_PATH } from './cjk-font';
export { regionFullNames, REGION_SEPARATOR } from './region-path';
export { dictLabels } from './dict-labels';
export { cellContext } from './cell-context';
export { pickerIds, pickerNames, pickerNamesOf, type PickerNames } from './picker-names';
export { writeRecordSheet, sheetColumns, ledgerFields, ledgerTitle, type SheetRecord } from './record-sheet';
export { lastDecisions, type LastDecision } from './last-decisions';
export { openSheet, inertCell, type SheetCell, type SheetWriter } from './sheet-writer';
export { zipFiles, type ZipFile } from './attachments-zip';
export { zipEntryName } from './zip-entry-name';
