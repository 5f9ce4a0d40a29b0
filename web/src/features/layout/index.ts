export { MainLayout } from './MainLayout';
export { AppHeader } from './AppHeader';
export { AppFooter } from './AppFooter';
export { TopMenu } from './TopMenu';
export { TodoBadge } from './TodoBadge';
export { VisitCounter } from './VisitCounter';
export { MENU_ITEMS, type MenuItemDef } from './menu-items';
export { PageHeader, type PageHeaderProps } from './PageHeader';
