/** 站内消息: the portal messages of a union (reminders, objections to its nominees), read by its accounts. */
export { unionMessageRoutes } from './message-routes';
