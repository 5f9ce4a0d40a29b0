import { describe, expect, it } from 'vitest';
import { modules, type FieldDef } from '../../catalogue';
import { pickerIds, pickerNamesOf } from '../../services/records/documents';

const field = (name: string, kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  label: { zh: name, en: name },
  rules: [],
  ...extra,
});

/** An organiser picker, a contact person picker, and a table whose columns pick a union and a person. */
const fields: FieldDef[] = [
  field('organiser', 'unionPicker'),
  field('contact', 'personPicker'),
  field('title', 'text'),
  field('partners', 'rows', {
    columns: [field('union', 'unionPicker'), field('person', 'personPicker'), field('note', 'text')],
  }),
];

describe('the ids a record’s pickers hold', () => {
  it('are collected from the fields and from every row of a table’s picker columns, each once', () => {
    const forms = [
      {
        organiser: '1100',
        contact: '2003',
        title: '1500',
        partners: [
          { union: '1200', person: '2004', note: '1600' },
          { union: '1100', person: '', note: '' },
        ],
      },
      { organiser: '1300', contact: null, partners: [{ union: '1400', person: '2005' }] },
    ];
    const ids = pickerIds(fields, forms);
    expect(ids.unions.sort()).toEqual(['1100', '1200', '1300', '1400']);
    expect(ids.persons.sort()).toEqual(['2003', '2004', '2005']);
  });

  it('leave out empty values, malformed ids and tables that are not lists', () => {
    const ids = pickerIds(fields, [{ organiser: '', contact: 'x1', partners: 'broken' }, null, { organiser: "1'; drop" }]);
    expect(ids).toEqual({ unions: [], persons: [] });
  });

  it('include the activity notice’s organiser', () => {
    expect(pickerIds(modules.activity!.fields, [modules.activity!.example]).unions).toEqual(['1100']);
  });
});

describe('the picker names of one record of a page', () => {
  it('are the page’s names of that record’s own ids', () => {
    const page = { unions: { '1100': '中关村街道工会联合会', '1200': '学院路街道工会联合会' }, persons: { '2003': '张敏' } };
    const form = { organiser: '1200', contact: '2003', partners: [{ union: '9100' }] };
    expect(pickerNamesOf(page, fields, form)).toEqual({ unions: { '1200': '学院路街道工会联合会' }, persons: { '2003': '张敏' } });
  });
});
