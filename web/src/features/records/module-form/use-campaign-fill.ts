import { useEffect } from 'react';
import type { ModuleEntry } from '../../../catalogue';
import { records } from '../../../api';
import { useLoader } from '../../../lib';
import type { FieldsForm } from './use-fields-form';

/**
 * The union that sent the campaign the record answers, in the field naming its reviewer
 * (`sendOut.senderField`: finance6's 调查发起单位), and the campaign's year in `sendOut.yearField`
 * (finance6's 调查年度, finance7's 决算年度), read from the module's campaign call (`sendOut.calls.campaign`, finance6's
 * `getSurveyById`) once the form names the campaign, while `active`: the server refuses any other
 * union or year there (400 `campaignSender`, `campaignYear`).
 */
export function useCampaignFill(entry: ModuleEntry, form: Pick<FieldsForm, 'fill' | 'values'>, active: boolean): void {
  const { campaignField, senderField, yearField, calls } = entry.sendOut ?? {};
  const raw = campaignField ? form.values[campaignField] : undefined;
  const id = typeof raw === 'string' && /^\d{1,19}$/.test(raw.trim()) ? raw.trim() : undefined;
  const call = (senderField || yearField) && calls?.campaign && id !== undefined ? calls.campaign : undefined;
  const campaign = useLoader(call ? `campaign:${entry.key}:${id}` : null, () => records.invitedCampaign(entry.key, call!, id!)).data;
  const { fill } = form;
  useEffect(() => {
    if (!campaign || !active || (!senderField && !yearField)) return;
    fill(() => ({
      ...(senderField ? { [senderField]: campaign.senderUnionId } : {}),
      ...(yearField && typeof campaign.year === 'number' ? { [yearField]: campaign.year } : {}),
    }));
  }, [campaign, active, fill, senderField, yearField]);
}
