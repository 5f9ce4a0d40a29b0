import { CampaignDetail, CampaignPage, CampaignResults, Closed, Reminded, SendBody, Sent } from './schemas';

/**
 * The console's names for the sender's answers and body (`consoleSchemas`): copies with an `$id`, so
 * the console's campaign pages are typed before a catalogue module sends its questionnaire out, while
 * the routes' own schemas stay inline in every module's operations.
 */
export const SEND_OUT_CONSOLE_SCHEMAS = [
  { ...SendBody, $id: 'CampaignSendBody' },
  { ...Sent, $id: 'CampaignSent' },
  { ...CampaignPage, $id: 'CampaignPage' },
  { ...CampaignDetail, $id: 'CampaignDetail' },
  { ...Reminded, $id: 'CampaignReminded' },
  { ...Closed, $id: 'CampaignClosed' },
  { ...CampaignResults, $id: 'CampaignResults' },
];
