import { useI18n } from '../../i18n';
import { VisitCounter } from './VisitCounter';

/** The footer: organiser, filing number, contact line and visit counter. */
export function AppFooter() {
  const { t } = useI18n();
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <span>{t('app.organiser')}</span>
        <span>{t('app.filing')}</span>
        <span>{t('app.contact')}</span>
        <VisitCounter />
      </div>
    </footer>
  );
}
