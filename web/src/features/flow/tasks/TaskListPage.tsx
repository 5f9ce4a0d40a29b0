import { Button, Card, Tab, Tabs } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../../i18n';
import { useAccess } from '../../identity/access';
import { usePageTitle } from '../../../lib';
import { menuLabel, PageHeader } from '../../platform/layout';
import { SentRecordsTab } from './SentRecordsTab';
import { TaskRowsTab } from './TaskRowsTab';

const TABS = [
  { id: 'claim', title: 'task.tabClaim' },
  { id: 'todo', title: 'task.tabTodo' },
  { id: 'done', title: 'task.tabDone' },
  { id: 'send', title: 'task.tabSend' },
  { id: 'unassigned', title: 'task.tabUnassigned' },
] as const satisfies readonly { id: string; title: MessageKey }[];

type TabId = (typeof TABS)[number]['id'];

function isTab(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** Route `/work`: the workflow task lists in tabs; the tab lives in the URL (`?tab=`). */
export function TaskListPage() {
  const { t, lang } = useI18n();
  usePageTitle(t('route.work'));
  const [params, setParams] = useSearchParams();
  // 无审核人 goes with the user screens: whoever manages accounts can give a waiting record a reviewer.
  const { hasMenu, access } = useAccess();
  // The granted pages beside the task lists (知会, 请假), linked from the header.
  const beside = access?.menus.find((m) => m.code === 'work')?.children ?? [];
  const tabs = TABS.filter(({ id }) => id !== 'unassigned' || hasMenu('user'));
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) && tabs.some(({ id }) => id === raw) ? raw : 'todo';

  return (
    <div className="page">
      <PageHeader
        title={t('route.work')}
        actions={beside.map((m) => (
          <Link key={m.id} to={m.path}>
            <Button text={menuLabel(m.code, m.name, lang)} data-testid={`work-link-${m.code}`} />
          </Link>
        ))}
      />
      <Card className="panel">
        <Tabs
          id="work-tabs"
          selectedTabId={tab}
          // A new tab starts from its first page, unfiltered.
          onChange={(next) => setParams({ tab: String(next) })}
          renderActiveTabPanelOnly
          size="large"
        >
          {tabs.map(({ id, title }) => (
            <Tab
              key={id}
              id={id}
              title={t(title)}
              data-testid={`tab-${id}`}
              panel={id === 'send' ? <SentRecordsTab /> : <TaskRowsTab key={id} kind={id} />}
            />
          ))}
        </Tabs>
      </Card>
    </div>
  );
}
