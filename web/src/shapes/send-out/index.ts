/**
 * Questionnaires sent out in the console: the public answer page `/q` a link opens (no account), and
 * the sender's 问卷发放 of a module with `sendOut` (its campaigns, the send dialog, invitations, results).
 */
export { PublicQuestionnairePage } from './PublicQuestionnairePage';
export { CampaignsPage } from './CampaignsPage';
export { SendOutPageOf } from './SendOutPageOf';
