export { registerGuard } from './guard';
export { tokenRoutes } from './token-route';
export type { SessionUser } from './session-user';
export type { AuthState } from './auth-state';
export { notifyAuthInvalidate, AUTH_INVALIDATE_CHANNEL, type InvalidationTarget } from './invalidation';
export {
  sendLoginCode,
  outboxSmsProvider,
  LOGIN_CODE_SECONDS,
  type SendLoginCodeResult,
  type SmsMessage,
  type SmsProvider,
  type SmsLog,
} from './sms';
export type { SocialIdentity, SocialProvider } from './social';
export { captchaSolved } from './captcha';
