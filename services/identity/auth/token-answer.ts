import type { SessionUser } from './session-user';

export const LICENSE = 'powered by union-portal';

/**
 * The login answer: exactly the fields of the specification (plus `tenant_id`), no envelope, as
 * OAuth clients expect. `detail` also carries the union, which the console's header shows.
 */
export function tokenAnswer(
  user: SessionUser,
  tokens: { access: string; refresh: string; expiresIn: number },
  profile: { avatar: string },
) {
  return {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    user_id: user.id,
    account: user.account,
    user_name: user.account,
    nick_name: user.name,
    role_name: user.roles.join(','),
    avatar: profile.avatar,
    tenant_id: user.tenantId,
    license: LICENSE,
    detail: { ident: user.ident, unionId: user.unionId, unionName: user.unionName, isSub: user.isSub },
  };
}
