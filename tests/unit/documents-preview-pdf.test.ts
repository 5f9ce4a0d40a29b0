import { describe, expect, it } from 'vitest';
import { modules, type FieldDef, type ModuleEntry } from '../../catalogue';
import { recordPreviewPdf } from '../../services/records/documents';
import { SAMPLE_RECORD } from '../support/documents';
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

const header = SAMPLE_RECORD;
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

/** The cell after the label cell `label`: a grid prints each label, then its value. */
const valueAfter = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];

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

  it('heads with the paper form’s name, the number, the state with its stage, the union and the submission', async () => {
    const lines = pdfTextLines(await preview());
    expect(lines[0]).toBe('建会申请表');
    expect(lines[1]).toBe('编号：1001\u3000\u3000状态：审核中（上级工会审核）');
    expect(lines[2]).toBe('申请单位：中关村街道工会\u3000\u3000提交时间：2026-11-23 10:00:00');
  });

  it('shows each form field by its Chinese label in a grid, under its section', async () => {
    const lines = pdfTextLines(await preview());
    expect(valueAfter(lines, '企业名称')).toBe(setup1.example.enterpriseName);
    expect(lines).toContain('筹建信息');
  });

  it('shows dictionary values by their label and money in yuan', async () => {
    const lines = pdfTextLines(await preview());
    expect(valueAfter(lines, '工会类型')).toBe('企业工会');
    expect(valueAfter(lines, '年度经费预算')).toBe('10000.00');
  });

  it('draws a rows field as a table: its caption, a header of column labels, then one row per entry', async () => {
    const lines = pdfTextLines(await preview());
    const at = lines.indexOf('委员名单');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 10)).toEqual(['姓名', '职务', '经费', '张三', '主席', '1234.56', '李四', '委员', '0.05']);
  });

  it('lists the attachments by name and ends with the applicant’s block to sign and seal', async () => {
    const lines = pdfTextLines(await preview());
    expect(lines).toContain('· 筹备组批复.pdf');
    const sealed = lines.indexOf('申请单位（盖章）：中关村街道工会');
    expect(sealed).toBeGreaterThan(lines.indexOf('· 筹备组批复.pdf'));
    expect(lines.slice(sealed + 1, sealed + 4)).toEqual(['经办人：张经办', '联系电话：', '日期：2026年11月23日']);
  });

  it('prints an empty review block for each stage still waiting, to be filled in by hand', async () => {
    const waiting = {
      ...facts,
      reviews: [{ step: '', stages: [{ stageKey: 'parent', stageName: '上级工会审核', decisions: [] }] }],
    };
    const lines = pdfTextLines(await recordPreviewPdf(entry, header, form, [], waiting));
    const at = lines.indexOf('上级工会审核');
    expect(lines.slice(at, at + 6)).toEqual([
      '上级工会审核',
      '审核单位：',
      '审核意见：',
      '经办人：',
      '日期：\u3000\u3000年\u3000\u3000月\u3000\u3000日',
      '（盖章）',
    ]);
  });

  it('repeats the header on every further page and numbers the pages', async () => {
    const many = { ...form, committee: Array.from({ length: 80 }, (_, i) => ({ name: `委员${i + 1}`, post: 'member', fund: i })) };
    const pdf = await recordPreviewPdf(entry, header, many, [], facts);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length;
    expect(pages).toBeGreaterThan(1);
    const lines = pdfTextLines(pdf);
    expect(lines.filter((l) => l === '建会申请表 · 中关村街道工会 · 编号 1001')).toHaveLength(pages - 1);
    expect(lines.filter((l) => /^第\d+页\u3000共\d+页$/.test(l))).toEqual(
      Array.from({ length: pages }, (_, i) => `第${i + 1}页\u3000共${pages}页`),
    );
    expect(lines).toContain('委员80');
  });

  it('starts a table’s every further page with its header row again', async () => {
    const many = { ...form, committee: Array.from({ length: 80 }, (_, i) => ({ name: `委员${i + 1}`, post: 'member', fund: i })) };
    const lines = pdfTextLines(await recordPreviewPdf(entry, header, many, [], facts));
    const runningHeader = lines.indexOf('建会申请表 · 中关村街道工会 · 编号 1001');
    expect(lines.slice(runningHeader + 1, runningHeader + 4)).toEqual(['姓名', '职务', '经费']);
  });
});
