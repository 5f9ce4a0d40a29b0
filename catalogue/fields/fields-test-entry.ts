import type { FieldDef, ModuleEntry } from '../types';

/** A module entry around the given fields, for the field kinds' tests. */
export function entryOf(fields: FieldDef[]): ModuleEntry {
  return {
    key: 'fieldsTest',
    group: 'T',
    title: { zh: '字段测试', en: 'Field test' },
    titleField: fields[0]?.name ?? 'x',
    fields,
    flowModel: { key: 'none', name: { zh: '无', en: 'None' }, stages: [] },
    draftTtlDays: 1,
    route: '/test',
    starters: ['corp'],
    example: {},
  };
}
