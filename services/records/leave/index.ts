/** The leave request's desk calls (`/api/blade-desk/process/leave`): the catalogue module `leave`, started and read here. */
export { leaveRoutes } from './leave-routes';
