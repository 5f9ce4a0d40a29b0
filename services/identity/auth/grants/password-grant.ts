import type { Grant } from './grant-context';
import { passwordLogin } from './password-login';

/**
 * `grant_type=password`: account and password (the client's MD5) without a captcha; refused with
 * "enter the captcha" while the account sees many failures from many sources.
 */
export const passwordGrant: Grant = async (ctx) => ({ user: await passwordLogin(ctx, { captchaChecked: false }) });
