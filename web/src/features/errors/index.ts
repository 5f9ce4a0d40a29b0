export { ErrorPage, type ErrorCode } from './ErrorPage';
