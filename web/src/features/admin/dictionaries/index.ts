/** The dictionary admin screens; AppRoutes loads the two pages lazily by their default exports. */
export { DictionaryAdminPage, type DictionaryAdminPageProps } from './DictionaryAdminPage';
export { EntriesDialog, SealedTag, type EntriesDialogProps } from './EntriesDialog';
