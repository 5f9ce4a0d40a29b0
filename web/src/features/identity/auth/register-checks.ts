import type { MessageKey } from '../../../i18n';
import type { TokenAnswer } from '../../../api';

/** The registration dialog's fields. */
export interface RegisterForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

/** The dialog's four checks, in the specification's order; the first that fails is the message. */
export function registerProblem(form: RegisterForm): MessageKey | undefined {
  if (!form.tenantId.trim()) return 'register.tenantRequired';
  if (!form.account.trim()) return 'register.accountRequired';
  if (!form.password || !form.password2) return 'register.passwordRequired';
  if (form.password !== form.password2) return 'register.passwordMismatch';
  return undefined;
}

/** A third-party login that found no account of ours answers an empty or negative user id. */
export function needsRegistration(answer: Pick<TokenAnswer, 'user_id'>): boolean {
  const id = answer.user_id;
  return id === undefined || id === null || id === '' || Number(id) < 0;
}
