import { Type } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { Lang } from '../../../catalogue';
import { dictionaryWordIn, type Database } from '../../../db';
import { formatTime, Nullable, TimeText, treeOf } from '../../platform/core';

/** A row as the admin calls read it. */
export type EntryRow = Pick<
  Selectable<Database['dict']>,
  'id' | 'parent_id' | 'code' | 'dict_key' | 'dict_value' | 'sort' | 'is_sealed' | 'remark' | 'create_time'
>;

/** A dictionary row as the admin calls answer it. */
export const DictEntry = Type.Object({
  id: Type.String(),
  parentId: Type.String({ description: "The row above, or '0' for a dictionary's top row" }),
  parentName: Type.String(),
  code: Type.String(),
  dictKey: Nullable(Type.String({ description: 'Null on a top row: only entries have keys' })),
  dictValue: Type.String({ description: 'As stored: what an edit starts from' }),
  displayValue: Type.String({
    description:
      'What a reader in the request’s language sees: a seeded entry’s value in that language while it keeps its seeded value, else as stored',
  }),
  sort: Type.Integer(),
  isSealed: Type.Integer({ description: '1 sealed, 0 not' }),
  remark: Type.String(),
  createTime: Nullable(TimeText()),
});

export const entryView = (r: EntryRow, lang: Lang, parentName = '') => ({
  id: String(r.id),
  parentId: r.parent_id === null ? '0' : String(r.parent_id),
  parentName,
  code: r.code,
  dictKey: r.dict_key,
  dictValue: r.dict_value,
  displayValue: dictionaryWordIn(lang, r.code, r.dict_key, r.dict_value),
  sort: r.sort,
  isSealed: r.is_sealed,
  remark: r.remark ?? '',
  createTime: formatTime(r.create_time),
});

/** A dictionary row with the rows below it (list, child-list). */
export const DictEntryTree = treeOf('DictEntryNode', DictEntry.properties);

/** A node of the tree the parent pickers take. */
export const treeNode = (r: EntryRow) => ({
  id: String(r.id),
  parentId: r.parent_id === null ? '0' : String(r.parent_id),
  code: r.code,
  title: r.dict_value,
  key: String(r.id),
  value: String(r.id),
});

/** One option of the dictionary calls. */
export const DictionaryOption = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  code: Type.String(),
  dictKey: Type.String(),
  dictValue: Type.String(),
  sort: Type.Integer(),
  remark: Type.String(),
  source: Type.Union([Type.Literal('system'), Type.Literal('business')]),
});

export const DictTreeNode = treeOf('DictPickerNode', {
  id: Type.String(),
  parentId: Type.String(),
  code: Type.String(),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
});
