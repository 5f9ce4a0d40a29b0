/**
 * The dictionaries: system (`dict`, platform-wide) and business (`dict_biz`, per tenant). The
 * cached reader the forms and the dictionary calls use, and the admin and dictionary routes
 * services/admin/system registers.
 */
export {
  dictionaryItems,
  dictionaryKeys,
  dictionaryLabel,
  itemsIn,
  loadDictionaryKeys,
  systemDictionaryItems,
  businessDictionaryItems,
  type DictionaryItem,
} from './dictionary-items';
export { invalidateDictionaries } from './dictionary-cache';
export { dictionaryAdminRoutes, type DictionaryAdminOptions } from './dictionary-admin-routes';
export { systemDictionaryRoute, businessDictionaryRoute } from './dictionary-routes';
