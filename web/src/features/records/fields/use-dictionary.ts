import { system, type DictItem } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader, type Loaded } from '../../../lib';

/**
 * The entries of a dictionary field's code as the user's tenant has them: the system entries, renamed
 * or extended by the tenant's business dictionary (`dict-biz/dictionary`, merged by the server), in
 * the console's language (read again when it changes: the server names seeded entries in it).
 */
export function useDictionary(code: string | undefined): Loaded<DictItem[]> {
  const { lang } = useI18n();
  return useLoader(code ? `dict:${lang}:${code}` : null, () => system.tenantDictionary(code ?? ''));
}
