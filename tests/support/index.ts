export { startTestStack, type TestStack, type StackOptions } from './test-stack';
export { createTestDatabase, DEMO_PASSWORD, CLIENT_SECRET } from './test-database';
export { login, loginToken, BASIC, type ApiSession, type ApiAnswer } from './api-client';
export { workflowBundle } from './workflow-bundle';
export { multipartBody, SAMPLE_PDF, SAMPLE_PNG } from './multipart';
