import { request, type DataOf } from '../../../api';

/** A union's funds months of a year as finance1's `index` answers it: the months, totals, whether it has a registration. */
export type FundsYear = DataOf<'get', '/api/blade-crop/crop/finance1/index'>;
/** One month row of `index`. */
export type FundsMonth = FundsYear['months'][number];
/** One month as `detail` answers it, with the approvals that moved it. */
export type FundsMonthDetail = DataOf<'get', '/api/blade-crop/crop/finance1/detail'>;
/** One approval's movement of a month. */
export type FundsMovement = FundsMonthDetail['movements'][number];

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

/** The caller's union's funds months of `year` (`module`: the overview's module, finance1). */
export const loadFundsYear = (module: string, year: number) => request<FundsYear>(`${base(module)}/index`, { query: { year } });

/** One month row of `index` (`<unionId>:<yyyy-MM>`) with its movements. */
export const loadFundsMonth = (module: string, id: string) => request<FundsMonthDetail>(`${base(module)}/detail`, { query: { id } });
