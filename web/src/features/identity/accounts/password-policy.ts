import type { MessageKey } from '../../../i18n';

/**
 * The new-password policy of the specification, in the order the server checks it: not empty,
 * 8 to 18 characters, upper and lower case letters, digits and special characters. The console
 * checks first so a typo costs no round trip; where the console sends only an MD5 (sub-accounts)
 * this check is the policy's only one.
 */
export function passwordProblem(typed: string): MessageKey | undefined {
  if (typed.length === 0) return 'password.required';
  const length = [...typed].length;
  if (length < 8 || length > 18) return 'password.length';
  if (!/[a-z]/.test(typed) || !/[A-Z]/.test(typed) || !/[0-9]/.test(typed) || !/[^A-Za-z0-9]/.test(typed)) return 'password.strength';
  return undefined;
}

/** The policy, then the repetition: the first problem of a new password typed twice. */
export function newPasswordProblem(typed: string, again: string): MessageKey | undefined {
  return passwordProblem(typed) ?? (typed === again ? undefined : 'password.mismatch');
}

/** The form errors of a new password typed twice: on the first field, or on the repetition. */
export function passwordFieldErrors(
  typed: string,
  again: string,
  translate: (key: MessageKey) => string,
  fields: { first: string; second: string } = { first: 'password', second: 'password2' },
): Record<string, string> | undefined {
  const problem = newPasswordProblem(typed, again);
  if (!problem) return undefined;
  return { [problem === 'password.mismatch' ? fields.second : fields.first]: translate(problem) };
}
