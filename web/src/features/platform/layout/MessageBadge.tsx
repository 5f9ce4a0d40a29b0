import { Button, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../api';
import { useI18n } from '../../../i18n';
import { onMessagesChanged } from '../../../lib';
import { badgeText } from './badge-text';
import './layout.css';

const POLL_MS = 60_000;

/** The header's count of the union's unread portal messages (站内消息); a click opens 消息中心. */
export function MessageBadge() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let live = true;
    const load = () => {
      messages.unreadCount().then(
        (c) => live && setUnread(c.unread),
        () => undefined,
      );
    };
    load();
    const timer = setInterval(load, POLL_MS);
    const unsubscribe = onMessagesChanged(load);
    return () => {
      live = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [pathname]);

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
