import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The questionnaire link's token (docs/forms/group-c-survey.md, "Token format"): 25 bytes of payload
 * (version, key id, tenant, invitation, expiry, nonce) and the first 16 bytes of its HMAC, 55
 * base64url characters. The MAC is checked before anything else is read, so a forged link costs a
 * hash, never a query.
 */
const VERSION = 1;
const PAYLOAD_BYTES = 25;
const MAC_BYTES = 16;
export const TOKEN_LENGTH = 55;
const LABEL = 'questionnaire-invitation\n';

/** The signing keys: 0 derived from the JWT secret with its own label (so the JWT key never signs a link), the rest from configuration. */
export interface InvitationKeys {
  signingKeyId: number;
  keys: ReadonlyMap<number, Buffer>;
}

export function invitationKeys(jwtSecret: string, extra: ReadonlyMap<number, string>, signingKeyId: number): InvitationKeys {
  const keys = new Map<number, Buffer>([[0, createHmac('sha256', jwtSecret).update('questionnaire-invitation-key').digest()]]);
  for (const [id, secret] of extra) keys.set(id, Buffer.from(secret, 'utf8'));
  return { signingKeyId, keys };
}

/** What a link names: the invitation of a tenant, until when, and the nonce of its current link. */
export interface InvitationClaim {
  tenantId: string;
  invitationId: string;
  expiresAt: Date;
  nonce: Buffer;
}

const macOf = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(LABEL).update(payload).digest().subarray(0, MAC_BYTES);

/** The link's token for an invitation row, signed with the key in use (the server and the tests make it the same way). */
export function invitationToken(row: InvitationClaim, keys: InvitationKeys): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  payload.writeUInt8(keys.signingKeyId, 1);
  payload.writeUIntBE(Number(row.tenantId), 2, 3);
  payload.writeBigUInt64BE(BigInt(row.invitationId), 5);
  payload.writeUInt32BE(Math.floor(row.expiresAt.getTime() / 1000), 13);
  row.nonce.copy(payload, 17, 0, 8);
  const key = keys.keys.get(keys.signingKeyId);
  if (!key) throw new Error(`no invitation key ${keys.signingKeyId}`);
  return Buffer.concat([payload, macOf(key, payload)]).toString('base64url');
}

/** Why a token was refused before the database: malformed or forged (answered alike), or expired. */
export type TokenRefusal = 'invalid' | 'expired';

/**
 * Reads a token: its shape, version and key (1), its MAC in constant time (2), its expiry (3). The
 * invitation row is checked by the caller (its nonce, state and answer).
 */
export function readInvitationToken(
  token: string | undefined,
  keys: InvitationKeys,
  now = new Date(),
): { claim: InvitationClaim } | { refused: TokenRefusal } {
  if (!token || token.length !== TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return { refused: 'invalid' };
  const bytes = Buffer.from(token, 'base64url');
  // Canonical only: the last character's spare bits must be zero, so one link has one spelling.
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return { refused: 'invalid' };
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const key = keys.keys.get(payload.readUInt8(1));
  if (payload.readUInt8(0) !== VERSION || !key) return { refused: 'invalid' };
  if (!timingSafeEqual(macOf(key, payload), bytes.subarray(PAYLOAD_BYTES))) return { refused: 'invalid' };
  const expiresAt = new Date(payload.readUInt32BE(13) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { refused: 'expired' };
  return {
    claim: {
      tenantId: String(payload.readUIntBE(2, 3)).padStart(6, '0'),
      invitationId: payload.readBigUInt64BE(5).toString(),
      expiresAt,
      nonce: Buffer.from(payload.subarray(17, 25)),
    },
  };
}
