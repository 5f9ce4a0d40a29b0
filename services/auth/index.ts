export { registerGuard } from './guard';
export { tokenRoutes } from './token-route';
export type { SessionUser } from './session-user';
