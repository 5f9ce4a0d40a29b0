import { modules } from '../../catalogue';
import { SurveyResultsPage } from '../questionnaire';
import { CampaignsPage } from './CampaignsPage';

/** Props of `SendOutPageOf`: what the route table knows of a module with `sendOut` (web/src/module-directory.gen.ts). */
export interface SendOutPageOfProps {
  moduleKey: string;
  page: 'campaigns' | 'results';
}

/** A `sendOut` module's 问卷发放 (its campaigns) or 问卷统计 (the answers its records gave), by the module's key. */
export function SendOutPageOf({ moduleKey, page }: SendOutPageOfProps) {
  const entry = modules[moduleKey];
  if (!entry?.sendOut) throw new Error(`no questionnaire pages of ${moduleKey}`);
  return page === 'campaigns' ? <CampaignsPage entry={entry} /> : <SurveyResultsPage moduleKey={moduleKey} />;
}
