import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { verifyPassword, type Database } from '../../../db';

/** A client that proved its secret, with what it may do. */
export interface CheckedClient {
  clientId: string;
  grantTypes: string[];
  /** Lifetime of the refresh tokens issued to it. */
  refreshSeconds: number;
}

const verified = new Map<string, string>();

/** The client when the Basic header names a known client with its secret, else null. */
export async function checkClient(db: Kysely<Database>, header: string | undefined): Promise<CheckedClient | null> {
  const m = typeof header === 'string' ? /^basic\s+(\S+)$/i.exec(header.trim()) : null;
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const client = await db
    .selectFrom('oauth_client')
    .select(['secret_hash', 'authorized_grant_types', 'refresh_token_validity'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client) return null;
  const answer: CheckedClient = {
    clientId,
    grantTypes: client.authorized_grant_types
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean),
    refreshSeconds: client.refresh_token_validity,
  };
  // The secret is checked with a slow hash once per process; later calls compare a fast digest.
  const digest = createHash('sha256').update(`${client.secret_hash}\n${secret}`).digest('hex');
  if (verified.get(clientId) === digest) return answer;
  if (!(await verifyPassword(secret, client.secret_hash))) return null;
  verified.set(clientId, digest);
  return answer;
}
