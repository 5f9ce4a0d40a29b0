/** The layout engine of every printed document: blocks measured, pages broken, drawn with pdfkit. */
export type { Block, DocumentSpec, GridCell, SignLine } from './blocks';
export { renderDocument } from './render';
export { paginate, pageCount, type MeasuredBlock, type Placement } from './paginate';
export { wrapText } from './wrap-text';
