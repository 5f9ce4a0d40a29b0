/** Documents made from records: PDFs (one layout engine, a template per document), 台账 sheets and zips of attachments. Knows nothing of the routes. */
export { recordPreviewPdf } from './record-preview';
export { paperTitle, previewTitle } from './templates';
export { paginate, renderDocument, wrapText, type Block, type DocumentSpec, type MeasuredBlock, type Placement } from './layout';
export { reviewRounds, type StepReviews, type StageReview, type Decision } from './review-rounds';
export type { DocumentFacts, DocumentRecord } from './document-record';
export { documentFacts } from './document-facts';
export { documentStateName } from './record-state-text';
export { docText, documentWords } from './texts';
export { CJK_FONT_PATH } from './cjk-font';
export { regionFullNames, REGION_SEPARATOR } from './region-path';
export { dictLabels } from './dict-labels';
export { cellContext } from './cell-context';
export { pickerIds, pickerNames, pickerNamesOf, type PickerNames } from './picker-names';
export { UnionNameCache, type UnionNameReader } from './union-name-cache';
export {
  writeRecordSheet,
  sheetColumns,
  ledgerAnswerIds,
  ledgerFields,
  ledgerReadFields,
  ledgerTitle,
  type SheetRecord,
} from './record-sheet';
export { approvedCases, followRowOf, followUpSummaries, followStateText, followUpsPay, type SheetFollowUp } from './follow-up-summary';
export { lastDecisions, type LastDecision } from './last-decisions';
export { PERCENT, shareCell } from './sheet-columns';
export { openSheet, inertCell, headerRows, type HeaderColumn, type SheetCell, type SheetWriter } from './sheet-writer';
export { signatureLine } from './signature-rows';
export { writeLinesSheet, linesHeaders, linesSheetName, type LinesHeaders, type LinesTable } from './lines-sheet';
export { zipFiles, type ZipFile } from './attachments-zip';
export { recordFilesInZip, type StoredFile, type ZippedRecord } from './record-files-zip';
export { zipEntryName } from './zip-entry-name';
export { disposition } from './disposition';
export { sendStoredFile, type StoredUpload } from './stored-file-reply';
