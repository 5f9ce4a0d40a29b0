import { createHmac } from 'node:crypto';

const EPOCH = Date.UTC(2020, 0, 1);
const SPAN = BigInt(Date.UTC(2026, 0, 1) - EPOCH);

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest();

/**
 * What the forgot-password calls answer for an account that cannot get a code (unknown, disabled,
 * or without a phone): an id shaped like a real one (a time-ordered 64-bit id of the portal's
 * years) and a masked phone, both stable for the same name and unguessable without the secret,
 * so the answer does not tell which accounts exist. No code is ever sent for them, and the
 * password step answers them like a wrong code.
 */
export function decoyId(secret: string, tenantId: string, name: string): string {
  const h = mac(secret, `forget-id\n${tenantId}\n${name}`);
  const ms = h.readBigUInt64BE(0) % SPAN;
  const rest = BigInt(h.readUInt32BE(8) & 0x3fffff);
  return ((ms << 22n) | rest).toString();
}

/** The masked phone answered for a decoy id (or any id that cannot get a code). */
export function decoyPhone(secret: string, id: string): string {
  const h = mac(secret, `forget-phone\n${id}`);
  const digits = (from: number, n: number) =>
    Array.from(h.subarray(from, from + n))
      .map((b) => String(b % 10))
      .join('');
  return `1${'3456789'[h[0]! % 7]}${digits(1, 1)}****${digits(2, 4)}`;
}
