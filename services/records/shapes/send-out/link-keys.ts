import type { FastifyInstance } from 'fastify';
import { invitationKeys, type InvitationKeys } from './invitation-token';

const made = new WeakMap<FastifyInstance['config'], InvitationKeys>();

/** The app's link keys, derived once from its configuration (the JWT secret, INVITATION_KEYS). */
export function linkKeys(app: FastifyInstance): InvitationKeys {
  let keys = made.get(app.config);
  if (!keys) {
    keys = invitationKeys(app.config.jwtSecret, app.config.invitation.keys, app.config.invitation.signingKeyId);
    made.set(app.config, keys);
  }
  return keys;
}
