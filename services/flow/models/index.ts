/**
 * Flow models as data (issue 10): the designer's drafts, deployed versions (immutable, shared by the
 * federation), BPMN upload and export, suspension, deletion, the replay check and the migration of
 * running records, every change audited. Which deployed version a new record pins is
 * services/flow/plans' `deployedFlowFor`.
 */
export { flowAdminRoutes } from './routes';
export { useWorkflowBundle } from './replay-check';
export { FlowGraphSchema } from './graph-schema';
