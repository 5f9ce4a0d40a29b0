/** The OpenAPI document, the error answers each route declares, and the check of answers against their schemas. */
export { registerOpenApi } from './openapi';
export { declareErrorAnswers, errorStatusesOf } from './error-answers';
export { mismatchOf, registerResponseCheck } from './response-check';
export { inferredCall } from './inferred';
