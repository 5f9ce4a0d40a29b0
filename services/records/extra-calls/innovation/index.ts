/**
 * The staff innovation modules' own calls (docs/forms/group-a-nation-innovation-honours.md):
 * recommendEmployeeInnovationBoost1Endpoint's consent code and zip of materials, and innovationteam's
 * import template and all-or-nothing import (its batch submit and reminders are shapes:
 * services/records/shapes/submit-batch and reminders).
 */
export { registerDownloadZip } from './download-zip';
export { registerDownloadPage } from './download-page';
export { registerGenerateCaptcha } from './generate-captcha';
export { registerTeamTemplate } from './team-template';
export { registerTeamImport } from './team-import';
