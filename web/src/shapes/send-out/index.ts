/**
 * Questionnaires sent out in the console: the public answer page `/q` a link opens (no account), and
 * the sender's 问卷发放 of a module with `sendOut` (its campaigns, the send dialog, invitations, results),
 * and a record's own link above its questionnaire (send, remind, 采用企业答复).
 */
export { PublicQuestionnairePage } from './PublicQuestionnairePage';
export { CampaignsPage } from './CampaignsPage';
export { SendOutPageOf } from './SendOutPageOf';
export { RecordLinkPart } from './RecordLinkPart';
