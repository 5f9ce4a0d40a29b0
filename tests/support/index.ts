export { startTestStack, type TestStack, type StackOptions } from './test-stack';
export { startTimeSkippingStack, type TimeSkippingStack } from './time-skipping';
export { createTestDatabase, DEMO_PASSWORD, CLIENT_SECRET } from './test-database';
export { download, login, loginAnswer, loginToken, BASIC, type ApiSession, type ApiAnswer } from './api-client';
export { workflowBundle } from './workflow-bundle';
export { multipartBody, SAMPLE_PDF, SAMPLE_PNG, uploadFile } from './multipart';
export { storedKeys } from './stored-objects';
export { corp1Filings, type Filed } from './corp1-filings';
export { FLOW, reviewFromClaimList, SETUP1, setup1Form, setup1Parties, submitSetup1, type Setup1Parties } from './setup1-parties';
export {
  idCardOf,
  keepModelWorkerRound,
  modelWorkerRoundAllowing,
  nominate,
  nomination,
  nominee,
  SOURCE,
  SUMMARY,
  summaryForm,
} from './roll-up-nominations';
export { partsOf, paddedSheetXml, sheetTexts, workbookOf, zipBombWorkbook, zipOf, type ZipPart } from './xlsx-files';
export { heldDownload } from './held-download';
export { approvedSetupRequest, giveUnionItsData, giveUnionItsEmployer, unionCode, UNION_COUNTS } from './union-data';
export { approveOpenTask, completeAs, reviewThrough, sentRow, taskHolder } from './review';
export { savedForm, withRequiredUploads } from './required-uploads';
export { editsToApprove, scoresToApprove, type ItemToScore } from './scores-to-approve';
export { stepSetOf, submitStep, walkSteps } from './step-walk';
export { recordCount } from './record-count';
export { surveyedAs } from './covered-entries';
export { migrationDatabase, type MigrationDatabase } from './migration-database';
export { jsonSchemaOf, responseOf, type DocResponse, type DocSchema, type OpenApiDoc } from './openapi-document';
export {
  engineModules,
  exampleToSend,
  moduleBase,
  MODULE_STARTER,
  REVIEWER_ACCOUNTS,
  STARTER_ACCOUNT,
  starterOf,
  submitAs,
} from './catalogue-walk';
export {
  beijingDayIn,
  campaignParties,
  campaignSentTo,
  exampleOfCampaign,
  sendCampaign,
  withCallOfItsOwn,
  type CampaignParties,
  type CampaignToSend,
} from './report-calls';
export { catalogueRoundKinds, openCatalogueRounds, reopenRound } from './catalogue-rounds';
export { filingRoundsOf, publishFilingRound, publishFilingRounds } from './assessment-rounds';
export { knownCaptcha } from './known-captcha';
export { nominateForMedal, roundBody, stateOf } from './medal-nominations';
export { lastTextedCode } from './sms-outbox';
export { FOLLOW_UP_TEST_ENTRY, grantModuleCalls, PERSONAL_TEST_ENTRY, SEND_OUT_TEST_ENTRY } from './test-only-module';
export { PERIOD_PLAN_TEST_ENTRY } from './period-plan-entry';
export {
  COVER_TEST_ENTRY,
  REGISTER_TEST_ENTRIES,
  REMOVAL_TEST_ENTRY,
  RENAME_TEST_ENTRY,
  registerTestEntry,
  withTestEntries,
} from './register-test-entries';
export { fileApproved, fileServerFilledSources, fileServerFilledSourcesOf, type FiledRecord } from './approved-records';
