// The PDFs embed a subset of Noto Sans SC (assets/fonts/README.md): a character outside it prints as an
// empty box. Every word the templates print and every name the catalogue gives them is held to it.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { modules, type FieldDef } from '../../catalogue';
import { CJK_FONT_PATH, documentWords } from '../../services/records/documents';

interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): Font };
const font = fontkit.openSync(CJK_FONT_PATH);

/** The characters of `texts` the font has no glyph for (spaces and line breaks aside). */
const missing = (texts: readonly string[]) =>
  [...new Set(texts.join('').replace(/\s/g, ''))].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!));

const labels = (fields: readonly FieldDef[]): string[] => fields.flatMap((f) => [f.label.zh, ...labels(f.columns ?? [])]);

describe('the embedded font', () => {
  it('has a glyph for every word of the printed documents (（）、：“”, 盖章, the 回执)', () => {
    expect(documentWords('zh').join('')).toContain('（盖章）');
    expect(missing(documentWords('zh'))).toEqual([]);
  });

  it.each(Object.values(modules).map((e) => [e.key, e] as const))(
    'has a glyph for every name %s prints: its titles, sections, steps, stages and field labels',
    (_key, entry) => {
      const names = [
        entry.title.zh,
        entry.document?.title?.zh ?? '',
        ...(entry.sections ?? []).map((s) => s.title.zh),
        ...(entry.steps ?? []).flatMap((s) => [s.title.zh, ...(s.variants ?? []).map((v) => v.title.zh)]),
        ...entry.flowModel.stages.map((s) => s.name.zh),
        ...labels(entry.fields),
      ];
      expect(missing(names)).toEqual([]);
    },
  );
});
