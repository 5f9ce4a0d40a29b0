// The questionnaire link's token (docs/forms/group-c-survey.md, "Token format") and the SMS quiet
// hours: pure functions, no server.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../services/platform/config';
import { inQuietHours, invitationKeys, invitationToken, readInvitationToken } from '../../services/records/shapes/send-out';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SECRET = 'x'.repeat(48);
const ROTATED = 'r'.repeat(40);
const claim = {
  tenantId: '000000',
  invitationId: '9223372036854775807',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  nonce: Buffer.from('0123456789abcdef', 'hex'),
};
const NOW = new Date('2029-06-01T00:00:00Z');

describe('an invitation token', () => {
  it('is 55 URL-safe characters and reads back what it names', () => {
    const keys = invitationKeys(SECRET, new Map(), 0);
    const token = invitationToken({ ...claim, tenantId: '100001' }, keys);
    expect(token).toMatch(/^[A-Za-z0-9_-]{55}$/);
    expect(readInvitationToken(token, keys, NOW)).toEqual({ claim: { ...claim, tenantId: '100001' } });
  });

  it('is refused when any character changed or another secret signed it', () => {
    const keys = invitationKeys(SECRET, new Map(), 0);
    const token = invitationToken(claim, keys);
    for (const at of [0, 10, 30, 54]) {
      const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
      expect(readInvitationToken(changed, keys, NOW)).toEqual({ refused: 'invalid' });
    }
    expect(readInvitationToken(token, invitationKeys('y'.repeat(48), new Map(), 0), NOW)).toEqual({ refused: 'invalid' });
  });

  it('is refused as expired once its time has passed', () => {
    const keys = invitationKeys(SECRET, new Map(), 0);
    expect(readInvitationToken(invitationToken(claim, keys), keys, new Date('2030-01-01T00:00:01Z'))).toEqual({ refused: 'expired' });
  });

  it('of an older key still verifies after a rotation, while new links are signed with the new key', () => {
    const before = invitationKeys(SECRET, new Map(), 0);
    const after = invitationKeys(SECRET, new Map([[1, ROTATED]]), 1);
    const old = invitationToken(claim, before);
    const fresh = invitationToken(claim, after);
    expect(readInvitationToken(old, after, NOW)).toEqual({ claim });
    expect(readInvitationToken(fresh, after, NOW)).toEqual({ claim });
    expect(readInvitationToken(fresh, before, NOW)).toEqual({ refused: 'invalid' });
  });
});

describe('the invitation configuration', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ JWT_SECRET: SECRET, ...env }, { dataDir: mkdtempSync(join(tmpdir(), 'invitation-config-')) });

  it('signs with the highest key INVITATION_KEYS lists, else key 0', () => {
    expect(load({}).invitation.signingKeyId).toBe(0);
    expect(load({ INVITATION_KEYS: `1:${ROTATED},3:${ROTATED}` }).invitation.signingKeyId).toBe(3);
  });

  it('refuses a short key or a malformed list', () => {
    expect(() => load({ INVITATION_KEYS: '1:short' })).toThrow(ConfigError);
    expect(() => load({ INVITATION_KEYS: `0:${ROTATED}` })).toThrow(ConfigError);
  });
});

describe('the SMS quiet hours', () => {
  const night = { quietFrom: 21, quietUntil: 8 };
  const at = (beijingHour: number) => new Date(Date.UTC(2026, 11, 1, (beijingHour + 16) % 24, 30));

  it('run from 21:00 to 08:00 Beijing time by default', () => {
    expect([20, 21, 23, 0, 7, 8].map((h) => inQuietHours(at(h), night))).toEqual([false, true, true, true, true, false]);
  });

  it('are none when both hours are the same', () => {
    expect(inQuietHours(at(22), { quietFrom: 0, quietUntil: 0 })).toBe(false);
  });
});
