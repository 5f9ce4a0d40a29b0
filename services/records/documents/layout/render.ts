import { pdfBytes, PAGE_MARGIN } from '../pdf-document';
import type { Block, DocumentSpec } from './blocks';
import { LayoutContext, SIZE, type LaidOut } from './context';
import { gridBlock } from './grid-block';
import { pageCount, paginate } from './paginate';
import { photoBlock } from './photo-block';
import { signatureBlock } from './signature-block';
import { tableBlock } from './table-block';
import { cutBlock, headingBlock, lineBlock, paragraphBlock, titleBlock } from './text-blocks';

function layOut(ctx: LayoutContext, block: Block): LaidOut {
  switch (block.kind) {
    case 'title':
      return titleBlock(ctx, block);
    case 'line':
      return lineBlock(ctx, block);
    case 'heading':
      return headingBlock(ctx, block);
    case 'grid':
      return gridBlock(ctx, block);
    case 'table':
      return tableBlock(ctx, block);
    case 'paragraph':
      return paragraphBlock(ctx, block);
    case 'signature':
      return signatureBlock(ctx, block);
    case 'cut':
      return cutBlock(ctx, block);
    case 'photo':
      return photoBlock(ctx, block);
  }
}

/**
 * The PDF of `spec`: every block measured in the document's font, the pages broken (`paginate`:
 * signature blocks whole, tables and grids between rows, headings with what follows), then drawn
 * page by page with the running header and the page footer.
 */
export function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  return pdfBytes(
    spec.title,
    (doc) => {
      const { width, height } = doc.page;
      const ctx = new LayoutContext(doc, PAGE_MARGIN, width - 2 * PAGE_MARGIN);
      const laid = spec.blocks.map((b) => layOut(ctx, b));
      const placements = paginate(
        laid.map((l) => l.measured),
        { top: PAGE_MARGIN, bottom: height - PAGE_MARGIN },
      );
      const pages = pageCount(placements);
      const footer = (page: number) => {
        if (spec.footer) ctx.drawLine(spec.footer(page + 1, pages), ctx.left, height - PAGE_MARGIN + 16, SIZE.footer, 'center', ctx.width);
      };
      // Each page's footer is drawn when the page is done, so its text follows the page's in reading order.
      let page = 0;
      for (const p of placements) {
        while (page < p.page) {
          footer(page++);
          doc.addPage();
        }
        laid[p.block]!.draw(p.y, p.from, p.to, p.repeated);
      }
      footer(page);
    },
    spec.header,
  );
}
