export { renderPdf, type PdfLine } from './simple-pdf';
export { recordPreviewPdf, type PreviewFacts } from './record-preview';
export { previewFacts } from './preview-facts';
export { regionFullNames, REGION_SEPARATOR } from './region-path';
