export { request, requestBody, requestBlob, type RequestOptions } from './http';
export { ApiError } from './api-error';
export { toast } from './toaster';
export {
  getAccessToken,
  getRefreshToken,
  getTokenTime,
  getSessionUser,
  saveSession,
  saveTokens,
  saveUserInfo,
  clearSession,
  setUnauthorizedHandler,
  notifyUnauthorized,
  type SessionUser,
  type TokenTime,
} from './session';
export { captcha, login, loginBySms, logout, refreshToken, userInfo, type LoginInput, type CaptchaAnswer } from './auth';
export { menus } from './menus';
export { account, type GuestRegistration, type ProfileChange, type SubAccountCreate, type SubAccountChange } from './account';
export { admin, type CalendarDay, type RoundBody, type RoundRow, type YearSettingBody, type YearSettingRow } from './admin';
export { records, type PdfCall, type RecordBody } from './records';
export { oss, type StoredFile } from './oss';
export { work } from './work';
export * from './flow-models';
export * from './flow-follow';
export * from './honours';
export * from './publicity';
export * from './messages';
export { system } from './system';
export { dictionaries, type DictEntry, type DictionaryCalls } from './dictionaries';
export { publicArea, type PhoneAccount, type SiteBranding } from './public';
export type * from './types';
export type * from './identity-types';
export type { AnswerOf, BodyOf, DataOf, ItemOf, QueryOf, RowOf, Schemas } from './schema-types';
