export { SetupIndexPage } from './SetupIndexPage';
