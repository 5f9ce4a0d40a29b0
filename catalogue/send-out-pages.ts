import type { ModuleEntry } from './types';

/** The console pages of a module with `sendOut`: 问卷发放 (its campaigns) and 问卷统计 (its results). */
export interface SendOutPages {
  campaigns: string;
  /** None for a call for reports (`withoutQuestions`): its campaigns list who filed. */
  results?: string;
}

/**
 * Where a `sendOut` module's 问卷发放 and 问卷统计 sit: beside its form, under its route less a last
 * `/form` (survey: /myunion/companys/survey/campaigns and …/results; field3ques under
 * /myunion/fields/field3/survey). The seed's menus and the console's route table read it.
 */
export function sendOutPages(entry: Pick<ModuleEntry, 'route' | 'sendOut'>): SendOutPages | undefined {
  if (!entry.sendOut) return undefined;
  const base = entry.route.replace(/\/form$/, '');
  if (entry.sendOut.withoutQuestions) return { campaigns: `${base}/campaigns` };
  return { campaigns: `${base}/campaigns`, results: `${base}/results` };
}

/** Whether the module's campaigns are sent from its 问卷发放 page (unions, mobiles), not one record at a time (`records`). */
export const sendsCampaigns = (entry: Pick<ModuleEntry, 'sendOut'>): boolean =>
  (entry.sendOut?.audiences ?? []).some((a) => a !== 'records');
