import type { Block } from './blocks';
import { SIZE, type LaidOut, type LayoutContext } from './context';

/** A two-inch photo, 35 × 49 mm, in points. */
const WIDTH = Math.round((35 / 25.4) * 72);
const HEIGHT = Math.round((49 / 25.4) * 72);

/** PNG and JPEG are what the PDF embeds; any other image prints as the empty frame (its file is still listed). */
function embeddable(image: Buffer | null | undefined): image is Buffer {
  if (!image || image.length < 4) return false;
  const png = image.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = image[0] === 0xff && image[1] === 0xd8;
  return png || jpeg;
}

/**
 * The nominee's photo cell at the right edge, as a paper 推荐审批表 has it: the image fitted and
 * centred in its frame, or the empty frame with 照片 in it. One part: never split over two pages.
 */
export function photoBlock(ctx: LayoutContext, block: Extract<Block, { kind: 'photo' }>): LaidOut {
  return {
    measured: { parts: [HEIGHT], gap: 8 },
    draw: (y) => {
      const x = ctx.left + ctx.width - WIDTH;
      ctx.rect(x, y, WIDTH, HEIGHT);
      if (embeddable(block.image))
        ctx.doc.image(block.image, x + 1, y + 1, { fit: [WIDTH - 2, HEIGHT - 2], align: 'center', valign: 'center' });
      else ctx.drawLine(block.caption, x, y + HEIGHT / 2 - SIZE.body, SIZE.body, 'center', WIDTH);
    },
  };
}
