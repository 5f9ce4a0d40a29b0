import { Button, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { work } from '../../../api';
import { useI18n } from '../../../i18n';
import { onTodoChanged } from '../../../lib';
import { badgeText } from './badge-text';
import { todoTab } from './todo-target';
import { usePolledCount } from './use-polled-count';
import './layout.css';

/** The header's count of what waits for the user (tasks, and returned records to revise); a click opens the list holding them. */
export function TodoBadge() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const count = usePolledCount(work.todoCount, onTodoChanged);

  const text = badgeText(count?.total ?? 0);
  const tab = todoTab(count);
  const returned = count?.returned ?? 0;
  return (
    <Button
      variant="minimal"
      icon="notifications"
      className="header-button"
      data-testid="todo-button"
      title={count ? t('header.todoHint', { tasks: count.todo + count.claim, returned }) : undefined}
      onClick={() => navigate(`/work?tab=${tab}`)}
    >
      {t('header.todo')}
      {text && (
        <Tag round intent="warning" className="todo-badge" data-testid="todo-badge" data-returned={returned}>
          {text}
        </Tag>
      )}
    </Button>
  );
}
