import type { Grant } from './grant-context';
import { passwordLogin } from './password-login';

/** `grant_type=password`: account and password (the client's MD5) without a captcha. */
export const passwordGrant: Grant = async (ctx) => ({ user: await passwordLogin(ctx) });
