/** honor2 (荣誉成果): the honours the portal granted, in the caller's data scope (services/records/honours). */
import { request, requestBlob } from './http';
import type { ItemOf, QueryOf, RowOf } from './schema-types';
import type { Page } from './types';

const base = '/api/blade-crop/crop/honor2';

/** One honour as honor2 answers it: the holder (ID number masked), the honour, its union and its source record. */
export type HonourRow = RowOf<'get', '/api/blade-crop/crop/honor2/getListByType'>;

/** What `getListByType` takes: the type, the filters, paging and sort. */
export type HonourListQuery = QueryOf<'get', '/api/blade-crop/crop/honor2/getListByType'>;

/** Whose honours: persons or collectives. */
export type HonourHolderType = HonourRow['type'];

/** The filters of the ledger sheet: the list's without paging. */
export type HonourSheetQuery = QueryOf<'get', '/api/blade-crop/crop/honor2/exportList'>;

export const honours = {
  list: (query: HonourListQuery) => request<Page<HonourRow>>(`${base}/getListByType`, { query }),
  /** The ledger (荣誉成果台账) of the same filters, as .xlsx. */
  sheet: (query: HonourSheetQuery) => requestBlob(`${base}/exportList`, { query }),
  /** A union's honours (the caller's own union when `unionId` is absent), newest first. */
  ofUnion: (unionId?: string) =>
    request<ItemOf<'get', '/api/blade-crop/crop/honor2/ofUnion'>[]>(`${base}/ofUnion`, { query: unionId ? { unionId } : {} }),
};
