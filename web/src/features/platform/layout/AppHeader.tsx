import { Button, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { useAccess } from '../../identity/access';
import { useSession } from '../../identity/auth';
import { LockDialog } from '../../identity/lock';
import { AvatarImage } from './AvatarImage';
import { MessageBadge } from './MessageBadge';
import { TodoBadge } from './TodoBadge';
import { useSiteBranding } from './use-site-branding';
import './layout.css';

/**
 * The red header band: portal name, the account and its union, tasks, messages, settings, lock, language and
 * logout. On a phone the buttons show their icons only (app.css); the title names them.
 */
export function AppHeader() {
  const { t, lang, setLang } = useI18n();
  const { user, signOut } = useSession();
  const { hasMenu } = useAccess();
  const navigate = useNavigate();
  const [locking, setLocking] = useState(false);
  const { branding } = useSiteBranding();

  // Ending the session is enough: the guard sends the page to /login.
  const onLogout = () => void signOut();

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="app-brand">
          <div className="site-emblem" aria-hidden />
          <div>
            <div className="app-brand-org" data-testid="site-title">
              {branding?.tenantName ?? ''}
            </div>
            <div className="app-brand-name">{t('app.name')}</div>
          </div>
        </Link>
        <div className="app-header-actions">
          <span className="header-user" data-testid="header-user">
            <AvatarImage link={user?.avatar ?? ''} alt="" className="header-avatar" fallback={<Icon icon="user" />} />
            <span>{user?.nickName || user?.userName || user?.account}</span>
            {user?.unionName && <span className="header-union">{user.unionName}</span>}
          </span>
          {hasMenu('work') && <TodoBadge />}
          {hasMenu('messages') && <MessageBadge />}
          <Button
            variant="minimal"
            className="header-button"
            icon="cog"
            data-testid="btn-settings"
            text={t('header.settings')}
            title={t('header.settings')}
            onClick={() => navigate('/setting/index')}
          />
          <Button
            variant="minimal"
            className="header-button"
            icon="lock"
            data-testid="btn-lock"
            text={t('header.lock')}
            title={t('header.lock')}
            onClick={() => setLocking(true)}
          />
          <Button
            variant="minimal"
            className="header-button"
            icon="translate"
            text={t('header.lang')}
            title={t('header.lang')}
            // The switch names the other language in that language: 中文 is Chinese text in an English page.
            lang={lang === 'zh' ? 'en' : 'zh-CN'}
            data-testid="btn-lang"
            onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
          />
          <Button
            variant="minimal"
            className="header-button"
            icon="log-out"
            data-testid="btn-logout"
            text={t('header.logout')}
            title={t('header.logout')}
            onClick={onLogout}
          />
        </div>
      </div>
      <LockDialog isOpen={locking} onClose={() => setLocking(false)} />
    </header>
  );
}
