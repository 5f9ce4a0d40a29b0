import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatar-check';

describe('the avatar check', () => {
  it('takes a jpg or png of up to 500 KB', () => {
    expect(avatarProblem({ name: 'me.jpg', type: 'image/jpeg', size: 500 * 1024 })).toBeUndefined();
    expect(avatarProblem({ name: 'me.PNG', type: 'image/png', size: 1000 })).toBeUndefined();
  });

  it('refuses other types, whatever the name says', () => {
    expect(avatarProblem({ name: 'me.gif', type: 'image/gif', size: 1000 })).toBe('profile.avatarType');
    expect(avatarProblem({ name: 'me.png', type: 'application/pdf', size: 1000 })).toBe('profile.avatarType');
  });

  it('refuses a file over 500 KB', () => {
    expect(avatarProblem({ name: 'me.jpg', type: 'image/jpeg', size: 500 * 1024 + 1 })).toBe('profile.avatarSize');
  });
});
