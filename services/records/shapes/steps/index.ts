/** The `steps` shape: ordered phases, each with its own save, submit, resubmit and review. */
export { registerStepCalls } from './step-routes';
