export { flowRoutes } from './work-routes';
export { historyView } from './history-view';
export { candidateNames, namesOfCandidates } from './candidate-names';
export { recordHistory } from './record-history';
