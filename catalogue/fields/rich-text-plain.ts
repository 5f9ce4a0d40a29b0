/**
 * The text of (sanitised) rich text without its tags, for list and Excel cells and to tell markup
 * with no text from content. Not a sanitiser: its output is shown as text, never as HTML.
 */
export function richTextPlain(html: string): string {
  return html
    .replace(/<\/?(strong|b|em|i|u|s|a|span)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reduces HTML to the rich-text allow-list (catalogue/fields/sanitize-rich-text.ts). */
export type HtmlSanitizer = (html: string) => string;

/**
 * The sanitiser, loaded on demand: sanitize-html is large, and the console needs it only for a
 * preview, so it stays out of the console's first load. The server passes it to validateForm.
 */
export function loadRichTextSanitizer(): Promise<HtmlSanitizer> {
  return import('./sanitize-rich-text').then((m) => m.sanitizeRichText);
}
