import { ConfigError } from './config-error';
import { int } from './env-values';

/**
 * The questionnaire links' signing keys and the SMS quiet hours (docs/forms/group-c-survey.md, "The
 * link" and "Reminders"). Key 0 is derived from the JWT secret by the token code; INVITATION_KEYS
 * adds keys for rotation, `id:secret` comma-separated (id 1 to 255, secret at least 32 characters):
 * the highest id signs new links, every listed key (and key 0) still verifies older ones.
 */
export interface InvitationConfig {
  /** Extra signing keys by id (never key 0). */
  keys: ReadonlyMap<number, string>;
  /** The key that signs new links: the highest listed id, else 0. */
  signingKeyId: number;
  /** No SMS is sent from this Beijing hour (SMS_QUIET_FROM, default 21) ... */
  quietFrom: number;
  /** ... until this one (SMS_QUIET_UNTIL, default 8). Equal hours: no quiet hours. */
  quietUntil: number;
  /** The console's address a link opens (`<site>/q#<token>`): SITE_URL, default http://localhost:8080, no trailing slash. */
  site: string;
}

function site(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '') || 'http://localhost:8080';
  if (!/^https?:\/\/[^\s/]+(\/[^\s#?]*)?$/.test(value))
    throw new ConfigError('SITE_URL must be an http(s) address without query or fragment');
  return value;
}

export function invitationConfig(env: NodeJS.ProcessEnv): InvitationConfig {
  const keys = new Map<number, string>();
  for (const part of (env.INVITATION_KEYS ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const match = /^(\d{1,3}):(.+)$/.exec(part);
    const id = match ? Number(match[1]) : NaN;
    if (!match || id < 1 || id > 255 || match[2]!.length < 32)
      throw new ConfigError('INVITATION_KEYS must be id:secret pairs, ids 1 to 255, secrets of at least 32 characters');
    if (keys.has(id)) throw new ConfigError(`INVITATION_KEYS names key ${id} twice`);
    keys.set(id, match[2]!);
  }
  return {
    keys,
    signingKeyId: Math.max(0, ...keys.keys()),
    quietFrom: int(env, 'SMS_QUIET_FROM', 21, 0, 23),
    quietUntil: int(env, 'SMS_QUIET_UNTIL', 8, 0, 23),
    site: site(env.SITE_URL),
  };
}
