import type { KindDef } from '../kind-def';
import { richTextPlain } from '../rich-text-plain';
import { textSchema } from './text-like';

/**
 * HTML reduced to a small allow-list by the sanitiser the caller gives (the server always does:
 * services/records/engine/form-input.ts); without one (the console) the HTML is kept as typed for the server.
 */
export const richText: KindDef = {
  scalar: false,
  empty: () => null,
  schema: (f) => textSchema(f, { description: 'HTML; kept only: p, br, strong, em, u, s, lists, h3, h4, blockquote, links, tables' }),
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
