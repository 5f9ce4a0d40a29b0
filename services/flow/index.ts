export { flowRoutes } from './work-routes';
export { historyView } from './history-view';
export { candidateNames } from './candidate-names';
