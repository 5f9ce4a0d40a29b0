/** The `saveSubmits` shape: save itself starts the review. */
export { registerSaveSubmitCalls } from './save-submit-routes';
