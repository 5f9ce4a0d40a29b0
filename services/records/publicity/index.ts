/**
 * Publicity (公示) of a round's approved records: the federation's calls (open, answer, decide), the
 * public area's (list, detail, objection) and the decision's honours (docs/forms/group-a-model-workers.md).
 */
export { publicityRoutes } from './publicity-routes';
export { publicPublicityRoutes } from './public-publicity-routes';
