import type { ExtraCallDef } from '../types';

/** The roll-up calls of a model-worker nomination (services/records/shapes/roll-up): who applied, the list and summary sheets, isApply. */
export const modelWorkerRollUpCalls = (key: string): ExtraCallDef[] => [
  {
    method: 'GET',
    path: `/api/blade-crop/crop/${key}/queryCrop`,
    summary: { zh: '下级工会推荐情况(已推荐/未推荐)', en: "The children unions' nominations (made or not)" },
    permission: 'view',
    servedBy: 'rollUp',
  },
  {
    method: 'GET',
    path: `/api/blade-crop/crop/${key}/excel`,
    summary: { zh: '导出推荐名单', en: 'Export the list of nominations under a higher union' },
    permission: 'view',
    servedBy: 'rollUp',
  },
  {
    method: 'GET',
    path: `/api/blade-crop/crop/${key}/summaryExcel`,
    summary: { zh: '导出汇总表', en: 'Export the summary sheet of a higher union' },
    permission: 'view',
    servedBy: 'rollUp',
  },
  {
    method: 'GET',
    path: `/api/blade-crop/crop/${key}/isApply`,
    summary: { zh: '本单位当前能否推荐', en: 'Whether the union may nominate now' },
    permission: 'view',
    servedBy: 'rollUp',
  },
];
