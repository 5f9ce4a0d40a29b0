import { request, requestBlob, type DataOf } from '../../../api';

/** A union's funds months of a year as finance1's `index` answers it: the months, totals, whether it has a registration. */
export type FundsYear = DataOf<'get', '/api/blade-crop/crop/finance1/index'>;
/** One month row of `index`. */
export type FundsMonth = FundsYear['months'][number];
/** One month as `detail` answers it, with the approvals that moved it. */
export type FundsMonthDetail = DataOf<'get', '/api/blade-crop/crop/finance1/detail'>;
/** One approval's movement of a month. */
export type FundsMovement = FundsMonthDetail['movements'][number];
/** A union whose funds the caller may read, as `unions` answers it (the caller's own marked). */
export type FundsUnion = DataOf<'get', '/api/blade-crop/crop/finance1/unions'>[number];

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

/** The union asked about: none for the caller's own. */
const unionQuery = (unionId?: string) => (unionId ? { unionId } : {});

/** A union's funds months of `year`, the caller's own when `unionId` is absent (`module`: the overview's module, finance1). */
export const loadFundsYear = (module: string, year: number, unionId?: string) =>
  request<FundsYear>(`${base(module)}/index`, { query: { year, ...unionQuery(unionId) } });

/** The same year as the 工会经费拨缴情况表 (.xlsx). */
export const fundsSheet = (module: string, year: number, unionId?: string) =>
  requestBlob(`${base(module)}/exportList`, { query: { year, ...unionQuery(unionId) } });

/** The unions whose funds the caller may read: its own, and those below it (a higher union's). */
export const loadFundsUnions = (module: string) => request<FundsUnion[]>(`${base(module)}/unions`);

/** One month row of `index` (`<unionId>:<yyyy-MM>`) with its movements. */
export const loadFundsMonth = (module: string, id: string) => request<FundsMonthDetail>(`${base(module)}/detail`, { query: { id } });
