import { DictionaryAdminPage } from './DictionaryAdminPage';

/** `/system/dictbiz`: the tenant's business dictionaries (a chunk of its own, loaded lazily). */
export default function BusinessDictionaryPage() {
  return <DictionaryAdminPage family="dictbiz" />;
}
