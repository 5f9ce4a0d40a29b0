import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { useAccess } from '../access';
import { useSession } from '../auth';
import { PageHeader } from '../../platform/layout';
import { GuideTab } from './GuideTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { UnionLinkTab } from './UnionLinkTab';

/** Route `/setting/index`: the caller's own account; every logged-in user has it. */
export function SettingsPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const { access } = useAccess();
  usePageTitle(t('route.setting'));
  const [params, setParams] = useSearchParams();
  const hasGuide = (access?.guide?.steps ?? 0) > 0;
  // The contact person is a union's; a sub-account speaks for its main account's union and leaves it alone.
  const hasLink = !user?.isSub && (user?.ident === 'corp' || user?.ident === 'launion');
  const tab = params.get('tab') ?? 'profile';
  return (
    <div className="page">
      <PageHeader title={t('route.setting')} />
      <Tabs
        id="setting-tabs"
        selectedTabId={tab}
        onChange={(id) => setParams({ tab: String(id) }, { replace: true })}
        renderActiveTabPanelOnly
        large
      >
        <Tab id="profile" title={t('setting.profile')} panel={<ProfileTab />} data-testid="tab-profile" />
        <Tab id="password" title={t('setting.password')} panel={<PasswordTab />} data-testid="tab-password" />
        {hasLink && <Tab id="link" title={t('setting.link')} panel={<UnionLinkTab />} data-testid="tab-link" />}
        {hasGuide && <Tab id="guide" title={t('setting.guide')} panel={<GuideTab />} data-testid="tab-guide" />}
      </Tabs>
    </div>
  );
}
