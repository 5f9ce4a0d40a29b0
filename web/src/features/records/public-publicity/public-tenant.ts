import { useSearchParams } from 'react-router-dom';
import { website } from '../../../website';

/** The tenant whose public area the visitor reads, and the query that keeps it on the area's links. */
export interface PublicTenant {
  tenantId: string;
  /** `?tenant=…` when the address named one, else empty (the default tenant needs no parameter). */
  search: string;
}

/**
 * `/public/publicity?tenant=100001`: the federation the visitor chose (the login card's tenant, a
 * federation's own link); without the parameter the console's default tenant. The server answers
 * for a tenant that does not exist, and the pages show that answer.
 */
export function usePublicTenant(): PublicTenant {
  const [params] = useSearchParams();
  const named = params.get('tenant')?.trim();
  return named
    ? { tenantId: named, search: `?${new URLSearchParams({ tenant: named }).toString()}` }
    : { tenantId: website.defaultTenant, search: '' };
}
