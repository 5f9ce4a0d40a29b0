import { clientPasswordDigest, hashPassword, verifyPassword } from '../../../db';
import { badRequest, type MessageKey } from '../../platform/core';

/** What the specification asks of a new password, in the order the console checks it. */
const RULES: { rule: string; key: MessageKey; broken: (typed: string) => boolean }[] = [
  { rule: 'required', key: 'passwordRequired', broken: (t) => t.length === 0 },
  { rule: 'length', key: 'passwordLength', broken: (t) => [...t].length < 8 || [...t].length > 18 },
  {
    rule: 'strength',
    key: 'passwordStrength',
    broken: (t) => !/[a-z]/.test(t) || !/[A-Z]/.test(t) || !/[0-9]/.test(t) || !/[^A-Za-z0-9]/.test(t),
  },
];

/** The first rule `typed` breaks, or null when the password may be used. */
export function passwordProblem(typed: string | undefined): { rule: string; key: MessageKey } | null {
  const text = typed ?? '';
  const broken = RULES.find((r) => r.broken(text));
  return broken ? { rule: broken.rule, key: broken.key } : null;
}

/** Throws the 400 of the first broken rule, naming `field`. */
function checkPasswordPolicy(field: string, typed: string | undefined): string {
  const problem = passwordProblem(typed);
  if (problem) throw badRequest(field, problem.rule, problem.key);
  return typed as string;
}

/**
 * The one check of every place a password is set (own change, reset by an administrator or by
 * SMS code, sub-accounts, accounts made by an administrator, registrations): the policy on the
 * password as typed (a bare MD5 cannot be checked, and breaks the strength rule), then, where the
 * account's current hash is known, that the new password differs from it. Answers the hash to
 * store: scrypt of the MD5, so logging in with the MD5 the console sends keeps working.
 */
export async function newPasswordHash(field: string, typed: string | undefined, currentHashes: readonly string[] = []): Promise<string> {
  const digest = clientPasswordDigest(checkPasswordPolicy(field, typed));
  for (const current of currentHashes) {
    if (await verifyPassword(digest, current)) throw badRequest(field, 'differs', 'passwordReused');
  }
  return hashPassword(digest);
}

/** A client MD5 digest (32 lower-case hex characters), as the login and the old password of savePwd send it. */
export const MD5_DIGEST = /^[0-9a-f]{32}$/;
