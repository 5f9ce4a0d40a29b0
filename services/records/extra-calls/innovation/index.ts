/**
 * The staff innovation modules' own calls (docs/forms/group-a-nation-innovation-honours.md):
 * recommendEmployeeInnovationBoost1Endpoint's batch submit, reminders and zip of materials, and
 * innovationteam's import template and all-or-nothing import.
 */
export { registerSubmitBatch } from './submit-batch';
export { registerSendRemind } from './send-remind';
export { registerDownloadZip } from './download-zip';
export { registerDownloadPage } from './download-page';
export { registerGenerateCaptcha } from './generate-captcha';
export { registerTeamTemplate } from './team-template';
export { registerTeamImport } from './team-import';
