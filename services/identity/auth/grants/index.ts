import type { GrantType } from '../token-params';
import { captchaGrant } from './captcha-grant';
import type { Grant } from './grant-context';
import { passwordGrant } from './password-grant';
import { refreshGrant } from './refresh-grant';
import { smscodeGrant } from './smscode-grant';
import { socialGrant } from './social-grant';

export type { Grant, GrantContext, GrantOutcome } from './grant-context';

/** Every grant type the token endpoint knows; a client may be allowed fewer. */
export const grants: Record<GrantType, Grant> = {
  captcha: captchaGrant,
  password: passwordGrant,
  refresh_token: refreshGrant,
  smscode: smscodeGrant,
  social: socialGrant,
};
