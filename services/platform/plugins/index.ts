/** What the app is built with (database, Temporal, storage, configuration), decorated onto it. */
export { decorateDependencies, type AppDeps } from './dependencies';
