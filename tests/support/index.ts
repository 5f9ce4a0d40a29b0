export { startTestStack, type TestStack, type StackOptions } from './test-stack';
export { createTestDatabase, DEMO_PASSWORD, CLIENT_SECRET } from './test-database';
export { login, loginToken, BASIC, type ApiSession, type ApiAnswer } from './api-client';
export { workflowBundle } from './workflow-bundle';
export { multipartBody, SAMPLE_PDF, SAMPLE_PNG } from './multipart';
export { FLOW, reviewFromClaimList, SETUP1, setup1Form, setup1Parties, submitSetup1, type Setup1Parties } from './setup1-parties';
export { nominate, nomination, SOURCE, SUMMARY, summaryForm } from './roll-up-nominations';
export { approvedSetupRequest, giveUnionItsData, unionCode, UNION_COUNTS } from './union-data';
export { approveOpenTask, reviewThrough, sentRow } from './review';
