import { ApiError, request, requestBlob } from '../../api';
import type { ChildUnion, SummaryDetail } from './types';

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

/** The roll-up's calls on a source module and on its summary module (services/records/shapes/roll-up). */
export const rollUpCalls = {
  /** The caller's children unions with their approved records, or none. */
  childUnions: (source: string) => request<ChildUnion[]>(`${base(source)}/queryCrop`),
  summary: (summary: string, id: string) => request<SummaryDetail>(`${base(summary)}/detail`, { query: { id } }),
  /** The caller's union's summary of `kind`, or null when it has none yet. */
  summaryOfKind: async (summary: string, kind: string): Promise<SummaryDetail | null> => {
    try {
      return await request<SummaryDetail>(`${base(summary)}/detail`, { query: { type: kind }, silent: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 404) return null;
      throw err;
    }
  },
  /** The reviewer's list sheet: every submitted record under the caller's union, or those summary `pid` gathers. */
  listSheet: (source: string, pid?: string) => requestBlob(`${base(source)}/excel`, { query: pid ? { pid } : {} }),
  /** The summary sheet (汇总表) of summary `pid`. */
  summarySheet: (source: string, pid: string) => requestBlob(`${base(source)}/summaryExcel`, { query: { pid } }),
};
