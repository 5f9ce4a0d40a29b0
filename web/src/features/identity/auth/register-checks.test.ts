import { describe, expect, it } from 'vitest';
import { needsRegistration, registerProblem } from './register-checks';

const FULL = { tenantId: '000000', name: '李明', account: 'liming', password: 'Liming-2026!', password2: 'Liming-2026!' };

describe('the registration dialog’s checks', () => {
  it('asks for the tenant number first, even when everything else is missing too', () => {
    expect(registerProblem({ tenantId: '', name: '', account: '', password: '', password2: '' })).toBe('register.tenantRequired');
  });

  it('asks for the account name once the tenant is there', () => {
    expect(registerProblem({ ...FULL, account: ' ', password: '' })).toBe('register.accountRequired');
  });

  it('asks for the password when either password field is empty', () => {
    expect(registerProblem({ ...FULL, password: '' })).toBe('register.passwordRequired');
    expect(registerProblem({ ...FULL, password2: '' })).toBe('register.passwordRequired');
  });

  it('refuses two different passwords last', () => {
    expect(registerProblem({ ...FULL, password2: 'Other-2026!' })).toBe('register.passwordMismatch');
  });

  it('lets a complete form through; the user name may be empty', () => {
    expect(registerProblem({ ...FULL, name: '' })).toBeUndefined();
  });
});

describe('a third-party login without an account', () => {
  it('is recognised by an empty or negative user id', () => {
    expect(needsRegistration({ user_id: '' })).toBe(true);
    expect(needsRegistration({ user_id: '-1' })).toBe(true);
    expect(needsRegistration({ user_id: '2005' })).toBe(false);
  });
});
