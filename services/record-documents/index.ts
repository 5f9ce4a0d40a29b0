/** Documents made from records: preview PDFs, Excel lists and zips of attachments. Knows nothing of the routes. */
export { recordPreviewPdf, type PreviewFacts, type PreviewHeader } from './record-preview';
export { previewFacts } from './preview-facts';
export { regionFullNames, REGION_SEPARATOR } from './region-path';
export { dictLabels } from './dict-labels';
export { cellContext } from './cell-context';
export { pickerIds, pickerNames, pickerNamesOf, type PickerNames } from './picker-names';
export { writeRecordSheet, sheetColumns, type SheetRecord } from './record-sheet';
export { openSheet, inertCell, type SheetCell, type SheetWriter } from './sheet-writer';
export { zipFiles, type ZipFile } from './attachments-zip';
export { zipEntryName } from './zip-entry-name';
