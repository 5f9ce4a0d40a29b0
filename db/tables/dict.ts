import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * A row of a dictionary tree. The top row of a code (`parent_id` null) names the dictionary; the
 * rows below it are its entries, keyed by `dict_key` and carrying the top row's `code`.
 */
interface DictRowColumns {
  id: string;
  parent_id: string | null;
  code: string;
  /** Null on the top row of a code: only entries have keys. */
  dict_key: string | null;
  dict_value: string;
  sort: number;
  /** 1: sealed, neither it nor (for a top row) its entries may change. */
  is_sealed: number;
  remark: string | null;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  create_time: ColumnType<Date, Date | undefined, never>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}

/** The system dictionaries: one set for the whole platform, edited by the platform administrators. */
export type DictTable = DictRowColumns;
export type Dict = Selectable<DictTable>;
export type NewDict = Insertable<DictTable>;
export type DictUpdate = Updateable<DictTable>;
