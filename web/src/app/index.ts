export { App } from './App';
export { AppRoutes } from './AppRoutes';
export { Titled } from './Titled';
export { NewWindowTarget, targetlessPath } from './NewWindowTarget';
