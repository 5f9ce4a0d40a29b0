import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DictTable } from './dict';

/** The business dictionaries of one tenant, which its administrators edit; the columns of `dict` plus the tenant. */
export interface DictBizTable extends DictTable {
  tenant_id: string;
}
export type DictBiz = Selectable<DictBizTable>;
export type NewDictBiz = Insertable<DictBizTable>;
export type DictBizUpdate = Updateable<DictBizTable>;
