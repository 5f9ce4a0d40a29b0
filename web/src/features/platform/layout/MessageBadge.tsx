import { Button, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../api';
import { useI18n } from '../../../i18n';
import { onMessagesChanged } from '../../../lib';
import { badgeText } from './badge-text';
import { usePolledCount } from './use-polled-count';
import './layout.css';

/** The header's count of the union's unread portal messages (站内消息); a click opens 消息中心. */
export function MessageBadge() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const unread = usePolledCount(messages.unreadCount, onMessagesChanged)?.unread ?? 0;

  const text = badgeText(unread);
  return (
    <Button
      variant="minimal"
      icon="envelope"
      className="header-button"
      data-testid="messages-button"
      title={t('header.messagesHint', { unread })}
      onClick={() => navigate('/myunion/messages')}
    >
      {t('header.messages')}
      {text && (
        <Tag round intent="warning" className="todo-badge" data-testid="messages-badge">
          {text}
        </Tag>
      )}
    </Button>
  );
}
