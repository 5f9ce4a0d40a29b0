/** Child records in the console: a module's entries, each with its table of children (works), their form and view. */
export { ActivityWorksRoutes } from './ActivityWorksRoutes';
export { ACTIVITY_CATEGORIES, activityPaths, isActivityCategory, WORKS_MODULE, type ActivityCategory } from './activity-paths';
