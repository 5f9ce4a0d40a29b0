import { system, type DictItem } from '../../api';
import { useLoader, type Loaded } from '../../lib';

/**
 * The entries of a dictionary field's code as the user's tenant has them: the system entries, renamed
 * or extended by the tenant's business dictionary (`dict-biz/dictionary`, merged by the server).
 */
export function useDictionary(code: string | undefined): Loaded<DictItem[]> {
  return useLoader(code ? `dict:${code}` : null, () => system.tenantDictionary(code ?? ''));
}
