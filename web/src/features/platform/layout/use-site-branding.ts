import { useLoader } from '../../../lib';
import { useSession } from '../../identity/auth';
import { siteBranding } from './site-tenant';

/** The branding of the signed-in user's tenant (the default tenant's before login). */
export function useSiteBranding() {
  const { user } = useSession();
  const tenantId = user?.tenantId;
  const { data } = useLoader(`site/${tenantId ?? ''}`, () => siteBranding(tenantId));
  return { tenantId, branding: data };
}
