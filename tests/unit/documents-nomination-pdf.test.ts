// A nomination's 推荐审批表 (document.nomination; docs/forms/group-a-model-workers.md "Printouts"):
// the nominee's photo cell above the form (the photo embedded, or a framed 照片 box to paste one)
// and the blocks signed by hand after it, read back from the PDF's text.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { recordPreviewPdf } from '../../services/records/documents';
import { SAMPLE_RECORD } from '../support/documents';
import { pdfTextLines } from '../support/documents-pdf-text';
import { SAMPLE_PNG } from '../support/multipart';

const entry = modules.advanceSelection1!;
const form = entry.example;
const IMAGE = /\/Subtype \/Image/;

describe('a nomination’s printout', () => {
  it('prints a framed 照片 box above the form when no photo is given', async () => {
    const pdf = await recordPreviewPdf(entry, SAMPLE_RECORD, form, [], {});
    const lines = pdfTextLines(pdf);
    expect(lines.indexOf('照片')).toBeGreaterThan(0);
    expect(lines.indexOf('照片')).toBeLessThan(lines.indexOf('被推荐人'));
    expect(pdf.toString('latin1')).not.toMatch(IMAGE);
  });

  it('embeds the nominee’s photo in the cell instead, when it is attached', async () => {
    const pdf = await recordPreviewPdf(entry, SAMPLE_RECORD, form, [], { photo: SAMPLE_PNG });
    expect(pdf.toString('latin1')).toMatch(IMAGE);
    expect(pdfTextLines(pdf)).not.toContain('照片');
  });

  it('prints the empty frame for a file the PDF cannot embed', async () => {
    const pdf = await recordPreviewPdf(entry, SAMPLE_RECORD, form, [], { photo: Buffer.from('RIFF....WEBP') });
    expect(pdfTextLines(pdf)).toContain('照片');
    expect(pdf.toString('latin1')).not.toMatch(IMAGE);
  });

  it('has the nominee’s signature, then the employer’s and the higher union’s opinions with seal and date, before the applicant’s block', async () => {
    const lines = pdfTextLines(await recordPreviewPdf(entry, SAMPLE_RECORD, form, [], {}));
    const signed = lines.indexOf('本人签字：');
    expect(signed).toBeGreaterThan(0);
    expect(lines[signed + 1]).toBe('日期：\u3000\u3000年\u3000\u3000月\u3000\u3000日');
    const unit = lines.indexOf('所在单位意见');
    const higher = lines.indexOf('上级工会意见');
    expect(lines.slice(unit + 1, unit + 3)).toEqual(['（盖章）', '\u3000\u3000年\u3000\u3000月\u3000\u3000日']);
    expect(lines.slice(higher + 1, higher + 3)).toEqual(['（盖章）', '\u3000\u3000年\u3000\u3000月\u3000\u3000日']);
    expect(signed < unit && unit < higher && higher < lines.indexOf('申请单位（盖章）：中关村街道工会')).toBe(true);
  });

  it('leaves the printouts of other modules without them', async () => {
    const lines = pdfTextLines(await recordPreviewPdf(modules.setup1!, SAMPLE_RECORD, modules.setup1!.example, [], {}));
    expect(lines).not.toContain('本人签字：');
    expect(lines).not.toContain('照片');
  });
});
