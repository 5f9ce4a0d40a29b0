/** What the app is built with (database, Temporal, storage, configuration, its metrics), decorated onto it, and its load shedding. */
export { decorateDependencies, type AppDeps } from './dependencies';
export { registerUnderPressure } from './under-pressure';
export { registerRequestLog, requestLogger } from './request-log';
export { bufferedLogDestination } from './log-destination';
