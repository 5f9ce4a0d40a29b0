import { describe, expect, it } from 'vitest';
import type { FieldDef, FieldKind } from '../types';
import { cellText, excelCell, fieldJsonSchema, formJsonSchema } from './cells';
import type { CellContext } from './kind-def';

const field = (kind: FieldKind, extra: Partial<FieldDef> = {}): FieldDef => ({
  name: 'f',
  kind,
  label: { zh: '字段', en: 'Field' },
  rules: [],
  ...extra,
});
const ctx: CellContext = {
  lang: 'zh',
  dictLabels: { unionKind: { '1': '企业工会', '2': '联合工会' } },
  regionNames: { '110108': '北京市/海淀区' },
  unionNames: { '1001': '海淀区总工会' },
  personNames: { '7': '张伟' },
  attachmentNames: { '21': '营业执照.pdf', '22': '纪要.pdf' },
};

describe('list cells', () => {
  it('show money in yuan with two decimals and names for keys and ids', () => {
    expect(cellText(field('money'), 1250005, ctx)).toBe('12500.05');
    expect(cellText(field('dict', { dict: 'unionKind' }), '2', ctx)).toBe('联合工会');
    expect(cellText(field('dictMulti', { dict: 'unionKind' }), ['1', '2'], ctx)).toBe('企业工会、联合工会');
    expect(cellText(field('region'), '110108', ctx)).toBe('北京市/海淀区');
    expect(cellText(field('unionPicker'), '1001', ctx)).toBe('海淀区总工会');
    expect(cellText(field('personPicker'), '7', ctx)).toBe('张伟');
    expect(cellText(field('dateRange'), { start: '2026-01-01', end: '2026-12-31' }, ctx)).toBe('2026-01-01 ~ 2026-12-31');
  });

  it('show files by name, by slot when the field has slots', () => {
    expect(cellText(field('attachments'), ['21', '22'], ctx)).toBe('营业执照.pdf、纪要.pdf');
    const slotted = field('attachments', { slots: [{ key: 'licence', label: { zh: '营业执照', en: 'Licence' } }] });
    expect(cellText(slotted, { licence: ['21'] }, ctx)).toBe('营业执照: 营业执照.pdf');
  });

  it('show rich text without its markup and rows as their cells', () => {
    expect(cellText(field('richText'), '<p>会员&amp;<strong>大会</strong></p>', ctx)).toBe('会员&大会');
    const rows = field('rows', {
      columns: [
        { name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [] },
        { name: 'pay', kind: 'money', label: { zh: '金额', en: 'Pay' }, rules: [] },
      ],
    });
    expect(
      cellText(
        rows,
        [
          { name: '张伟', pay: 100 },
          { name: '李娜', pay: null },
        ],
        ctx,
      ),
    ).toBe('张伟 1.00；李娜');
    expect(excelCell(rows, [{ name: '张伟', pay: 100 }], ctx)).toBe('1. 张伟 1.00');
  });

  it('read empty values as the empty text given', () => {
    expect(cellText(field('text'), null, ctx, '—')).toBe('—');
    expect(cellText(field('attachments'), [], ctx, '—')).toBe('—');
  });
});

describe('Excel cells', () => {
  it('keep numbers as numbers, money in yuan, dates as text', () => {
    expect(excelCell(field('integer'), 12, ctx)).toBe(12);
    expect(excelCell(field('money'), 1250005, ctx)).toBe(12500.05);
    expect(excelCell(field('date'), '2026-06-01', ctx)).toBe('2026-06-01');
    expect(excelCell(field('dict', { dict: 'unionKind' }), '1', ctx)).toBe('企业工会');
    expect(excelCell(field('text'), null, ctx)).toBeNull();
  });
});

describe('JSON schemas', () => {
  it('describe each kind for the OpenAPI document', () => {
    expect(fieldJsonSchema(field('dateRange'))).toMatchObject({
      type: 'object',
      properties: { start: { type: 'string' }, end: { type: 'string' } },
    });
    expect(fieldJsonSchema(field('text', { rules: [{ rule: 'maxLength', value: 20 }] }))).toMatchObject({
      type: 'string',
      maxLength: 20,
      title: '字段',
    });
    expect(fieldJsonSchema(field('dictMulti'))).toMatchObject({ type: 'array', items: { type: 'string' } });
    const slotted = field('attachments', { slots: [{ key: 'licence', label: { zh: '营业执照', en: 'Licence' }, maxFiles: 1 }] });
    expect(fieldJsonSchema(slotted)).toMatchObject({ type: 'object', properties: { licence: { type: 'array', maxItems: 1 } } });
  });

  it('describe a rows field by its columns', () => {
    const rows = field('rows', {
      rules: [{ rule: 'maxItems', value: 9 }],
      columns: [{ name: 'idNo', kind: 'idCard', label: { zh: '身份证号', en: 'ID' }, rules: [] }],
    });
    expect(fieldJsonSchema(rows)).toMatchObject({ type: 'array', maxItems: 9, items: { properties: { idNo: { type: 'string' } } } });
  });

  it('list the required fields of a form when asked', () => {
    const fields = [field('text', { name: 'a', rules: [{ rule: 'required' }] }), field('integer', { name: 'b' })];
    expect(formJsonSchema(fields, { required: true })).toMatchObject({ type: 'object', required: ['a'] });
    expect(formJsonSchema(fields)).not.toHaveProperty('required');
  });
});
