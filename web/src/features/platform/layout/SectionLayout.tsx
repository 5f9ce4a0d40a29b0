import { Outlet } from 'react-router-dom';
import type { MenuRoute } from '../../../api';
import { useAccess } from '../../identity/access';
import { SideMenu } from './SideMenu';
import './layout.css';

/** Props of `SectionLayout`. */
export interface SectionLayoutProps {
  /** The section's menu code: `system`, `setting`. */
  code: string;
  /** Entries the console adds before the server's children (the section's own page). */
  lead?: MenuRoute[];
}

/** A section with its granted sub-menus on the left and the routed page on the right. */
export function SectionLayout({ code, lead = [] }: SectionLayoutProps) {
  const { access } = useAccess();
  const section = access?.menus.find((m) => m.code === code);
  const items = [...lead, ...(section?.children ?? [])];
  return (
    <div className="section-layout">
      <aside className="section-side">
        <SideMenu items={items} />
      </aside>
      <div className="section-content">
        <Outlet />
      </div>
    </div>
  );
}
