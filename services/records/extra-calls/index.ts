import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { registerDownloadPage, registerDownloadZip, registerGenerateCaptcha, registerTeamImport, registerTeamTemplate } from './innovation';
import { registerFirstAidMap } from './first-aid-map';
import { registerFieldOverview } from './field1-index';
import { registerRoomsData } from './field4-get-data';
import { registerCheckDenial } from './check-denial';
import { registerIsSetup } from './finance8-is-setup';
import { registerFundsMonth, registerFundsOverview } from './finance1-overview';
import { registerFundsSheet, registerFundsUnions } from './finance1-sheet';
import { registerIsCode } from './organ4-is-code';
import { registerGetUnit } from './organ5-get-unit';
import { registerTransferInStatus, registerTransferOutStatus } from './transfer-status';
import { registerQueryInfo } from './selfassessmentopen-query-info';
import { registerBaseData } from './union-base-data';
import { registerWorkAccountsDetailInfo } from './workaccounts-detail-info';

type Register = (app: FastifyInstance, entry: ModuleEntry) => void;

/**
 * The calls a module has beyond its shapes' (`extraCalls` of its entry), by the call's last path
 * segment: one small file each. A declared call without a handler stops the app at start, so a
 * call of the catalogue is never silently missing.
 */
const HANDLERS: Record<string, Register> = {
  basedata: registerBaseData,
  isCode: registerIsCode,
  isSetup: registerIsSetup,
  getUnit: registerGetUnit,
  findTradeUnionIsTransferredOutProcess: registerTransferOutStatus,
  findTradeUnionTransferredInIsFinish: registerTransferInStatus,
  downloadZip: registerDownloadZip,
  getDownloadPage: registerDownloadPage,
  generateCaptcha: registerGenerateCaptcha,
  // Names other modules use for other things (a roll-up's `excel` export) are keyed by module too.
  'innovationteam/template': registerTeamTemplate,
  'innovationteam/excel': registerTeamImport,
  detailInfo: registerWorkAccountsDetailInfo,
  queryInfo: registerQueryInfo,
  'firstaid/map': registerFirstAidMap,
  'field4/getData': registerRoomsData,
  'field1/index': registerFieldOverview,
  'finance1/index': registerFundsOverview,
  'finance1/detail': registerFundsMonth,
  'finance1/exportList': registerFundsSheet,
  'finance1/unions': registerFundsUnions,
  checkDenial: registerCheckDenial,
};

/** Registers the module's extra calls that `HANDLERS` or `others` (calls served elsewhere, e.g. documents) know. */
export function registerExtraCalls(app: FastifyInstance, entry: ModuleEntry, others: Record<string, Register> = {}): void {
  for (const call of (entry.extraCalls ?? []).filter((c) => c.servedBy === undefined)) {
    const name = call.path.split('/').pop()!;
    const register = HANDLERS[`${entry.key}/${name}`] ?? HANDLERS[name] ?? others[name];
    if (!register) throw new Error(`${entry.key}: no handler for its extra call ${call.method} ${call.path}`);
    register(app, entry);
  }
}
