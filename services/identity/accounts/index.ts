/** Accounts: the password policy, SMS codes, registrations, and the public account calls. */
export { publicAccountRoutes } from './public-account-routes';
export { newPasswordHash, passwordProblem, MD5_DIGEST } from './password-policy';
export { setPassword } from './set-password';
export { checkPhone } from './phone';
export { checkAccountName, assertAccountFree, assertTenantHasRoom, findActiveTenant, ACCOUNT_PATTERN } from './account-names';
export { createAccount, roleIdsByAlias, type NewAccount } from './create-account';
export { approveRegistration, rejectRegistration } from './registrations';
export { registerGuest, type GuestRegistrationInput } from './guest-registration';
export { checkSmsCode, issueSmsCode, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS } from './sms-codes';
export { PUBLIC_LIMITS, registerRateLimits } from './rate-limits';
