export type { SmsMessage, SmsProvider } from './sms-provider';
export { outboxSmsProvider, type SmsLog } from './outbox-provider';
export { sendLoginCode, LOGIN_CODE_SECONDS, type SendLoginCodeResult } from './login-code';
