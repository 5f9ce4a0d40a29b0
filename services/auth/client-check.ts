import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { verifyPassword, type Database } from '../../db';

const verified = new Map<string, string>();

/** The client id when the Basic header names a known client with its secret, else null. */
export async function checkClient(db: Kysely<Database>, header: string | undefined): Promise<string | null> {
  const m = typeof header === 'string' ? /^basic\s+(\S+)$/i.exec(header.trim()) : null;
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const client = await db.selectFrom('oauth_client').select('secret_hash').where('client_id', '=', clientId).executeTakeFirst();
  if (!client) return null;
  // The secret is checked with a slow hash once per process; later calls compare a fast digest.
  const digest = createHash('sha256').update(`${client.secret_hash}\n${secret}`).digest('hex');
  if (verified.get(clientId) === digest) return clientId;
  if (!(await verifyPassword(secret, client.secret_hash))) return null;
  verified.set(clientId, digest);
  return clientId;
}
