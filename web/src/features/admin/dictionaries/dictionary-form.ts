import type { Lang } from '../../../catalogue';
import type { DictEntry } from '../../../api';
import { translate } from '../../../i18n';
import { int, text, type FieldOption, type FieldSpec, type FormValues } from '../../platform/crud';

/** 是 / 否 of the sealed select. */
export const sealedOptions = (lang: Lang): FieldOption[] => [
  { value: '0', label: translate(lang, 'dict.no') },
  { value: '1', label: translate(lang, 'dict.yes') },
];

/**
 * The fields of a dictionary (its top row). The labels give the specification's messages when a
 * field is left empty: 请输入字典编号, 请输入字典名称, 请输入字典排序, 请选择封存.
 */
export const dictionaryFields = (lang: Lang): FieldSpec[] => [
  { name: 'code', label: 'dict.code', required: true, fixedOnEdit: true },
  { name: 'dictValue', label: 'dict.dictValue', required: true },
  { name: 'sort', label: 'dict.sort', kind: 'number', required: true },
  { name: 'isSealed', label: 'dict.isSealed', kind: 'select', required: true, options: sealedOptions(lang) },
  { name: 'remark', label: 'common.remark', kind: 'textarea', wide: true },
];

/** The fields of an entry: the dictionary's code is not among them (an entry has its dictionary's). */
export const entryFields = (lang: Lang, parents: readonly FieldOption[]): FieldSpec[] => [
  { name: 'parentId', label: 'dict.parent', kind: 'select', required: true, options: parents, fixedOnEdit: true },
  { name: 'dictKey', label: 'dict.dictKey', required: true },
  { name: 'dictValue', label: 'dict.dictValue', required: true },
  { name: 'sort', label: 'dict.sort', kind: 'number', required: true },
  { name: 'isSealed', label: 'dict.isSealed', kind: 'select', required: true, options: sealedOptions(lang) },
  { name: 'remark', label: 'common.remark', kind: 'textarea', wide: true },
];

export const entryValues = (e: DictEntry): FormValues => ({
  code: e.code,
  parentId: e.parentId,
  dictKey: e.dictKey ?? '',
  dictValue: e.dictValue,
  sort: String(e.sort),
  isSealed: String(e.isSealed),
  remark: e.remark,
});

/** The submit body of a dictionary or an entry of `code`; with `row` an update. */
export const entryBody = (v: FormValues, row: DictEntry | undefined, code?: string) => ({
  ...(row ? { id: row.id } : {}),
  code: code ?? text(v.code),
  ...(v.parentId ? { parentId: text(v.parentId) } : {}),
  ...(v.dictKey !== undefined ? { dictKey: text(v.dictKey) } : {}),
  dictValue: text(v.dictValue),
  sort: int(v.sort) ?? 0,
  isSealed: int(v.isSealed) ?? 0,
  remark: text(v.remark),
});
