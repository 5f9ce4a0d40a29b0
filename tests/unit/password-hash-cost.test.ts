import { describe, expect, it } from 'vitest';
import { clientPasswordDigest, hashPassword, verifyPassword } from '../../db';

const digest = clientPasswordDigest('Demo-Passw0rd!');

describe('the password hash cost', () => {
  it('is scrypt N=16384 unless a cost is given', async () => {
    expect((await hashPassword(digest)).split('$')[1]).toBe('16384');
  });

  it('goes into the hash when given, which then checks the password with it', async () => {
    const hash = await hashPassword(digest, 1024);
    expect(hash.split('$')[1]).toBe('1024');
    expect(await verifyPassword(digest, hash)).toBe(true);
    expect(await verifyPassword(clientPasswordDigest('wrong'), hash)).toBe(false);
  });
});
