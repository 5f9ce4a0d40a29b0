import { useI18n } from '../../../i18n';
import { useSiteBranding } from './use-site-branding';
import { VisitCounter } from './VisitCounter';
import './layout.css';

/** The footer: the user's tenant as organiser, filing number, its contact line and visit counter. */
export function AppFooter() {
  const { t } = useI18n();
  const { tenantId, branding } = useSiteBranding();
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        {branding && <span data-testid="site-organiser">{t('app.organiserOf', { name: branding.organiser })}</span>}
        <span>{t('app.filing')}</span>
        {branding?.contactNumber && <span>{t('app.contactOf', { phone: branding.contactNumber })}</span>}
        <VisitCounter tenantId={tenantId} />
      </div>
    </footer>
  );
}
