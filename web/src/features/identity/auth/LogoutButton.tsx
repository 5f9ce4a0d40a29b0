import { Button, type Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { useSession } from './use-session';

/**
 * Ends the session and goes to /login: the way out of every page that cannot go on (no menu,
 * a refused page, menus that failed to load), whether or not a guard sits above it.
 */
export function LogoutButton({ intent }: { intent?: Intent }) {
  const { t } = useI18n();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const onClick = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
  return <Button intent={intent} icon="log-out" data-testid="page-logout" text={t('header.logout')} onClick={() => void onClick()} />;
}
