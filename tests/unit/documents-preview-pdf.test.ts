import { describe, expect, it } from 'vitest';
import { modules, type FieldDef, type ModuleEntry } from '../../catalogue';
import { recordPreviewPdf } from '../../services/record-documents';
import { embedsFont, pdfTextLines } from '../support/documents-pdf-text';

const setup1 = modules.setup1!;

const column = (name: string, kind: FieldDef['kind'], zh: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  label: { zh, en: name },
  rules: [],
  ...extra,
});

/** setup1 with a table of committee members, a dictionary and an amount: the kinds a preview formats. */
const entry: ModuleEntry = {
  ...setup1,
  fields: [
    ...setup1.fields,
    column('committee', 'rows', '委员名单', {
      columns: [
        column('name', 'text', '姓名'),
        column('post', 'dict', '职务', { dict: 'committee_post' }),
        column('fund', 'money', '经费'),
      ],
    }),
    column('unionKind', 'dict', '工会类型', { dict: 'union_kind' }),
    column('budget', 'money', '年度经费预算'),
  ],
};

const header = {
  id: '1001',
  unionName: '中关村街道工会',
  stateName: '审核中',
  stageName: '上级工会审核',
  submitTime: '2026-11-23 10:00:00',
};
const form = {
  ...setup1.example,
  committee: [
    { name: '张三', post: 'chair', fund: 123456 },
    { name: '李四', post: 'member', fund: 5 },
  ],
  unionKind: 'enterprise',
  budget: 1000000,
};
const facts = {
  dictLabels: { committee_post: { chair: '主席', member: '委员' }, union_kind: { enterprise: '企业工会' } },
  reviews: [],
};

const preview = () => recordPreviewPdf(entry, header, form, ['筹备组批复.pdf'], facts);

describe('the preview PDF', () => {
  it('is a PDF that carries its own font', async () => {
    const pdf = await preview();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(embedsFont(pdf)).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('embeds only the glyphs it uses, not the whole font', async () => {
    expect((await preview()).length).toBeLessThan(200 * 1024);
  });

  it('heads with the module title and the union', async () => {
    const lines = pdfTextLines(await preview());
    expect(lines[0]).toBe('建会申请');
    expect(lines).toContain('申请单位:中关村街道工会');
  });

  it('shows each form field by its Chinese label', async () => {
    const lines = pdfTextLines(await preview());
    expect(lines).toContain(`企业名称:${setup1.example.enterpriseName}`);
    expect(lines).toContain('筹建信息');
  });

  it('shows dictionary values by their label and money in yuan', async () => {
    const lines = pdfTextLines(await preview());
    expect(lines).toContain('工会类型:企业工会');
    expect(lines).toContain('年度经费预算:10000.00');
  });

  it('draws a rows field as a table: a header of column labels, then one row per entry', async () => {
    const lines = pdfTextLines(await preview());
    const at = lines.indexOf('委员名单:');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 10)).toEqual(['姓名', '职务', '经费', '张三', '主席', '1234.56', '李四', '委员', '0.05']);
  });

  it('lists the attachments by name and says when there is no review yet', async () => {
    const lines = pdfTextLines(await preview());
    expect(lines).toContain('· 筹备组批复.pdf');
    expect(lines).toContain('暂无审核记录');
  });

  it('repeats the header on every further page', async () => {
    const many = { ...form, committee: Array.from({ length: 80 }, (_, i) => ({ name: `委员${i + 1}`, post: 'member', fund: i })) };
    const pdf = await recordPreviewPdf(entry, header, many, [], facts);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length;
    expect(pages).toBeGreaterThan(1);
    const lines = pdfTextLines(pdf);
    expect(lines.filter((l) => l === '建会申请 · 中关村街道工会 · 编号 1001')).toHaveLength(pages - 1);
    expect(lines).toContain('委员80');
  });
});
