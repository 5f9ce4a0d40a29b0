import { fileURLToPath } from 'node:url';

/**
 * Noto Sans SC cut down to GB 2312 (levels 1 and 2), ASCII and CJK punctuation: see
 * assets/fonts/README.md. pdfkit embeds only the glyphs a document uses, so every reader shows the
 * text the same way, with no font of its own.
 */
export const CJK_FONT_PATH = fileURLToPath(new URL('../../../assets/fonts/NotoSansSC-Regular-GB2312.ttf', import.meta.url));
