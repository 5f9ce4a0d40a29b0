export { renderPdf, type PdfLine } from './simple-pdf';
export { recordPreviewPdf } from './record-preview';
