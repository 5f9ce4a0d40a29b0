/** The 知会 tasks (`/api/blade-crop/crop/readflow`): the caller's unread ones, and acknowledging them. */
export { readflowRoutes } from './readflow-routes';
