import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { RegistrationList } from './RegistrationList';
import { UserList } from './UserList';

/** Route `/system/user` (用户管理): the accounts, and the registrations waiting for approval. */
export function UserAdminPage() {
  const { t } = useI18n();
  usePageTitle(t('route.user'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'registration' ? 'registration' : 'users';
  return (
    <div className="page" data-testid="admin-user">
      <PageHeader title={t('route.user')} />
      <Tabs
        id="user-tabs"
        selectedTabId={tab}
        // A tab switch starts its list afresh: page, sort and filters belong to the list left behind.
        onChange={(id) => setParams(id === 'users' ? {} : { tab: String(id) })}
        renderActiveTabPanelOnly
      >
        <Tab id="users" title={t('user.tabUsers')} panel={<UserList />} data-testid="tab-users" />
        <Tab id="registration" title={t('user.tabRegistrations')} panel={<RegistrationList />} data-testid="tab-registration" />
      </Tabs>
    </div>
  );
}
