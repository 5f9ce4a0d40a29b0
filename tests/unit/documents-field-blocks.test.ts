// The field-work printouts' blocks for another party's hand (document.extraBlocks, docs/forms/group-c-field.md
// "Printout"): field1's and field4's 单位行政意见 before the applicant's block (the employer provides the venue),
// field4material's 签收 after the reviews (the goods are signed for on delivery), each printed empty.
import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import type { Block } from '../../services/records/documents';
import { applicationForm } from '../../services/records/documents/templates/application-form';
import { SAMPLE_RECORD } from '../support/documents';

/** The higher union's review, approved: the printout's review block. */
const REVIEWED = {
  reviews: [
    {
      step: '',
      stages: [
        {
          stageKey: 'launion',
          stageName: '上级工会审核',
          decisions: [
            {
              outcome: 'approve' as const,
              comment: '',
              reviewerName: '李审核',
              reviewerUnion: '中关村街道工会',
              at: '2026-11-24T02:00:00.000Z',
            },
          ],
        },
      ],
    },
  ],
};

/** The printout's signature blocks in order (reviewed by the higher union), each as its heading (the applicant's block, which has none, as 申请单位). */
function signatureBlocks(entry: ModuleEntry): Extract<Block, { kind: 'signature' }>[] {
  const spec = applicationForm(entry, SAMPLE_RECORD, entry.example, [], REVIEWED);
  return spec.blocks.filter((b): b is Extract<Block, { kind: 'signature' }> => b.kind === 'signature');
}
const headings = (entry: ModuleEntry) => signatureBlocks(entry).map((b) => b.heading ?? b.lines[0]![0]!.split('：')[0]);

describe('the blocks the field-work printouts leave for another hand', () => {
  it.each(['field1', 'field4'])('prints %s’s 单位行政意见 empty, with its seal and date, right before the applicant’s block', (key) => {
    const entry = modules[key]!;
    const names = headings(entry);
    expect(names.indexOf('申请单位（盖章）')).toBe(names.indexOf('单位行政意见') + 1);
    const block = signatureBlocks(entry).find((b) => b.heading === '单位行政意见')!;
    expect(block.lines.flat().join('')).toMatch(/^（盖章）\s*年\s*月\s*日$/);
  });

  it('prints field4material’s 签收 last, after the reviews, with the receiver’s signature and the day to fill in', () => {
    const entry = modules.field4material!;
    expect(headings(entry)).toEqual(['申请单位（盖章）', '上级工会审核', '签收']);
    expect(signatureBlocks(entry).at(-1)!.lines).toEqual([
      ['收货人（签字）：'],
      ['签收日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日'],
    ]);
  });

  it('leaves field4material no opinion block before the applicant’s', () => {
    expect(headings(modules.field4material!)[0]).toBe('申请单位（盖章）');
  });
});

describe('the line 实地查看日期 in a review block (document.siteVisitLine)', () => {
  it.each(['field1', 'field4'])('prints it empty in %s’s higher union’s block, under the opinion', (key) => {
    const block = signatureBlocks(modules[key]!).find((b) => b.heading === '上级工会审核')!;
    const lines = block.lines.map((l) => l.join(''));
    expect(lines).toContain('实地查看日期：\u3000\u3000年\u3000\u3000月\u3000\u3000日');
    expect(lines.findIndex((l) => l.startsWith('实地查看日期'))).toBe(lines.findIndex((l) => l.startsWith('审核意见')) + 1);
  });

  it('is left out of the block of a stage it does not name', () => {
    const other = { ...modules.field1!, document: { ...modules.field1!.document, siteVisitLine: 'federation' } };
    expect(JSON.stringify(signatureBlocks(other))).not.toContain('实地查看日期');
  });
});
