/** Following running flows (流程跟踪, `/api/blade-flow/follow`): the list, a flow's progress on its graph, terminate. */
export { followRoutes } from './follow-routes';
export { temporalUrl } from './temporal-link';
