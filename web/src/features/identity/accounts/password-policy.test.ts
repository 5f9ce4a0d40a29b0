import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordProblem } from './password-policy';

describe('the new-password policy', () => {
  it('asks for a password first', () => {
    expect(passwordProblem('')).toBe('password.required');
  });

  it('wants 8 to 18 characters', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('password.length');
    expect(passwordProblem('Ab1!xyzabcdefghijkl')).toBe('password.length');
    expect(passwordProblem('Ab1!xyza')).toBeUndefined();
  });

  it('wants upper and lower case letters, a digit and a special character', () => {
    expect(passwordProblem('abcdefg1!')).toBe('password.strength');
    expect(passwordProblem('ABCDEFG1!')).toBe('password.strength');
    expect(passwordProblem('Abcdefgh!')).toBe('password.strength');
    expect(passwordProblem('Abcdefgh1')).toBe('password.strength');
  });

  it('checks the repetition only after the policy', () => {
    expect(newPasswordProblem('short', 'other')).toBe('password.length');
    expect(newPasswordProblem('Demo-Passw0rd!', 'Demo-Passw0rd?')).toBe('password.mismatch');
    expect(newPasswordProblem('Demo-Passw0rd!', 'Demo-Passw0rd!')).toBeUndefined();
  });
});
