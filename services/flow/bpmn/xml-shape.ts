/** How far a BPMN file may nest its elements, and how many it may hold: far above any model a person draws. */
export const BPMN_LIMITS = { depth: 50, elements: 20_000 } as const;

/** What a file holds, as far as the scan went; `over` names the first limit it passed. */
export interface XmlShape {
  elements: number;
  depth: number;
  over: 'depth' | 'elements' | null;
}

const SLASH = 0x2f;
const GT = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

/**
 * Counts the elements of an XML text and their deepest nesting in one pass over its characters,
 * building nothing and using no regular expression, and stops at the first limit passed: the check
 * made before a file reaches the parser, whose tree of 100,000 nested elements would hold the
 * thread for seconds. Comments, CDATA, processing instructions and declarations are skipped; a `>`
 * inside a quoted attribute value does not end its tag. A malformed text is counted as far as it
 * reads; the parser then refuses it.
 */
export function xmlShape(xml: string, limits: { depth: number; elements: number } = BPMN_LIMITS): XmlShape {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  const skipPast = (from: number, end: string) => {
    const at = xml.indexOf(end, from);
    return at < 0 ? xml.length : at + end.length;
  };
  for (let i = xml.indexOf('<'); i >= 0 && i < xml.length; i = xml.indexOf('<', i)) {
    if (xml.startsWith('<!--', i)) i = skipPast(i + 4, '-->');
    else if (xml.startsWith('<![CDATA[', i)) i = skipPast(i + 9, ']]>');
    else if (xml.startsWith('<?', i)) i = skipPast(i + 2, '?>');
    else if (xml.startsWith('<!', i)) i = skipPast(i + 2, '>');
    else if (xml.startsWith('</', i)) {
      depth = Math.max(0, depth - 1);
      i = skipPast(i + 2, '>');
    } else {
      // A start tag: its end is the first `>` outside a quoted attribute value.
      let j = i + 1;
      for (let quote = 0; j < xml.length; j++) {
        const c = xml.charCodeAt(j);
        if (quote !== 0) {
          if (c === quote) quote = 0;
        } else if (c === QUOTE || c === APOSTROPHE) quote = c;
        else if (c === GT) break;
      }
      elements++;
      if (xml.charCodeAt(j - 1) !== SLASH) deepest = Math.max(deepest, ++depth);
      if (deepest > limits.depth) return { elements, depth: deepest, over: 'depth' };
      if (elements > limits.elements) return { elements, depth: deepest, over: 'elements' };
      i = j + 1;
    }
  }
  return { elements, depth: deepest, over: null };
}
