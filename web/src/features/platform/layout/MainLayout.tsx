import { Outlet } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { TopMenu } from './TopMenu';
import './layout.css';

/** Header, top menu, the routed page and the footer. */
export function MainLayout() {
  return (
    <div className="app-shell">
      <AppHeader />
      <TopMenu />
      <main className="app-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
