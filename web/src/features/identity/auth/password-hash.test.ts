import { describe, expect, it } from 'vitest';
import { hashPassword } from './password-hash';

describe('hashPassword', () => {
  it('gives the lower-case hex MD5 of the typed password', async () => {
    expect(await hashPassword('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
  });
});
