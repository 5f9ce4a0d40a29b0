import { NonIdealState } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';

/** Shown when the route names a module the catalogue does not have. */
export function ModuleMissing() {
  const { t } = useI18n();
  return <NonIdealState icon="search" title={t('record.moduleNotFound')} />;
}
