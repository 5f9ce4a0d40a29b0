export { ErrorPage, type ErrorCode } from './ErrorPage';
export { NoMenuPage } from './NoMenuPage';
