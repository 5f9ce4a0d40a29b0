import type { Lang } from '../../../../catalogue';
import { AppError, message } from '../../../platform/core';
import type { CommandGuard } from '../../engine';
import { campaigns, isClosed } from './campaign-rows';

const refuse = (
  field: string,
  rule: string,
  key: 'campaignNotInvited' | 'campaignVersion' | 'campaignSender' | 'campaignYear',
  lang: Lang,
) => new AppError(400, key, {}, { errors: [{ field, rule, message: message(key, lang) }] });

/**
 * A union's record of a campaign (`sendOut.campaignField`): the campaign must be one of the module
 * that invited the record's union (400 naming the field otherwise, as for any campaign it may not
 * see), the record answers the version the campaign pinned (400 `questionSetVersion`), and the union
 * it names as the sender (`senderField`) is the campaign's sender (400 `campaignSender`), and the year
 * it names (`yearField`) the campaign's year (400 `campaignYear`), which the form reads from it. A draft
 * that names no campaign yet is let through; its period holds nothing either.
 */
export const campaignOfRecord: CommandGuard = (db, entry, s, send) => checkCampaign(db, entry, s, send, false);

/**
 * A first submit of a union's record of a campaign (R-CALL1): as `campaignOfRecord`, and 409
 * `windowClosed` once the campaign is closed by its sender or past its deadline, nothing changed. A
 * draft may still be saved, and a returned record resubmitted: the reviewer asked for it.
 */
export const openCampaignOfRecord: CommandGuard = (db, entry, s, send) => checkCampaign(db, entry, s, send, true);

const checkCampaign = async <T>(
  db: Parameters<CommandGuard>[0],
  entry: Parameters<CommandGuard>[1],
  s: Parameters<CommandGuard>[2],
  send: () => Promise<T>,
  firstSubmit: boolean,
): Promise<T> => {
  const field = entry.sendOut?.campaignField;
  if (!field) return send();
  const raw = s.form[field];
  if (raw === undefined || raw === null || raw === '') return send();
  const id = String(raw);
  const campaign = /^\d{1,19}$/.test(id)
    ? await campaigns(db, s.viewer.tenantId)
        .where('id', '=', id)
        .where('module', '=', entry.key)
        .where('audience', '=', 'unions')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('questionnaire_invitation as i')
              .select('i.id')
              .whereRef('i.campaign_id', '=', 'questionnaire_campaign.id')
              .where('i.union_id', '=', s.unionId),
          ),
        )
        .executeTakeFirst()
    : undefined;
  if (!campaign) throw refuse(field, 'campaign', 'campaignNotInvited', s.lang);
  if (firstSubmit && isClosed(campaign))
    throw new AppError(
      409,
      'campaignWindowClosed',
      { deadline: campaign.deadline },
      { reason: 'windowClosed', field, campaignId: id, deadline: campaign.deadline },
    );
  const version = s.form.questionSetVersion;
  if (version !== undefined && version !== null && version !== '' && Number(version) !== campaign.version)
    throw refuse('questionSetVersion', 'campaignVersion', 'campaignVersion', s.lang);
  // The union the form names as the sender (finance6 `surveyUnion`) reviews the answer: the campaign's own sender only.
  const senderField = entry.sendOut?.senderField;
  const sender = senderField ? s.form[senderField] : undefined;
  if (senderField && sender !== undefined && sender !== null && sender !== '' && String(sender) !== String(campaign.sender_union_id))
    throw refuse(senderField, 'campaignSender', 'campaignSender', s.lang);
  // The year the record is about is the campaign's (finance6's year audited), not one of the union's choosing.
  const yearField = entry.sendOut?.yearField;
  const year = yearField ? s.form[yearField] : undefined;
  if (yearField && campaign.year !== null && year !== undefined && year !== null && year !== '' && Number(year) !== campaign.year)
    throw refuse(yearField, 'campaignYear', 'campaignYear', s.lang);
  return send();
};
