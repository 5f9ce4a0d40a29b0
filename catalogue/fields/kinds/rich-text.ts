import type { KindDef } from '../kind-def';
import { richTextPlain } from '../rich-text-plain';
import { textSchema } from './text-like';

/** How much longer than its text the HTML of a rich text may be: its tags (a paragraph each, emphasis, a table). */
const MARKUP_ALLOWANCE = 4;

/**
 * HTML reduced to a small allow-list by the sanitiser the caller gives (the server always does:
 * services/records/engine/form-input.ts); without one (the console) the HTML is kept as typed for the
 * server. Its length rules count the characters of its text, not its tags nor its blanks (事迹
 * 800–2000 字 is a count of 字): the schema bounds the HTML at a multiple of the text's maximum.
 */
export const richText: KindDef = {
  scalar: false,
  empty: () => null,
  schema: (f) => {
    const { maxLength, ...rest } = textSchema(f, {
      description: 'HTML; kept only: p, br, strong, em, u, s, lists, h3, h4, blockquote, links, tables; its length rules count its text',
    });
    return typeof maxLength === 'number' ? { ...rest, maxLength: maxLength * MARKUP_ALLOWANCE } : rest;
  },
  measuredText: (html) => richTextPlain(html).replace(/\s+/g, ''),
  normalise: (raw, _field, ctx) => {
    if (typeof raw !== 'string') return { value: null, rule: 'type' };
    const clean = ctx?.sanitizeHtml ? ctx.sanitizeHtml(raw) : raw.trim();
    // Markup with no text left (an empty paragraph) is an empty field.
    return { value: richTextPlain(clean) === '' ? null : clean };
  },
  check: () => [],
  cellText: (_f, v) => richTextPlain(String(v)),
  excelCell: (_f, v) => richTextPlain(String(v)),
};
