/** Latin letters and digits: a word of them (a code, a number) is moved whole to the next line where the line allows. */
const WORD = /[A-Za-z0-9]/;

/** Punctuation a Chinese line never starts with: it takes the character before it to the next line. */
const CLOSING = /[。，、；：？！）」』”’》〉】…．,.;:?!)\]]/;

/**
 * `text` broken into lines no wider than `width` as `widthOf` measures them: at each newline, then
 * between any two CJK characters; a Latin word (a credit code, a number) moves whole to the next line
 * when something stands before it, and closing punctuation never starts a line. A word wider than the
 * line is broken where it must be.
 */
export function wrapText(text: string, width: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line: string[] = [];
    for (const ch of paragraph) {
      if (line.length === 0 || widthOf(line.join('') + ch) <= width) {
        line.push(ch);
        continue;
      }
      let keep = line.length;
      if (WORD.test(ch)) {
        // Back to the start of the word the line ends with.
        while (keep > 0 && WORD.test(line[keep - 1]!)) keep--;
      } else if (CLOSING.test(ch)) keep = line.length - 1;
      if (keep <= 0 || keep === line.length) keep = line.length;
      const carried = line.slice(keep);
      lines.push(line.slice(0, keep).join('').trimEnd());
      line = ch === ' ' && carried.length === 0 ? [] : [...carried, ch];
    }
    lines.push(line.join(''));
  }
  return lines;
}
