// What the console bundles in place of postcss (web/vite.config.ts), which sanitize-html imports to
// parse style attributes. The catalogue's rich-text allow-list keeps no style attribute, so it is
// never called in the browser; were it called, sanitize-html drops the attribute it cannot parse.
// postcss with its source maps is a third of the sanitiser's chunk.
export function parse(): never {
  throw new Error('the console does not parse style attributes');
}
