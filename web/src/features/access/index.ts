export { AccessProvider } from './AccessProvider';
export { AccessGate } from './AccessGate';
export { RequireMenu, type RequireMenuProps } from './RequireMenu';
export { useAccess, useButton } from './use-access';
export { moduleButton, type Access } from './access';
export type { AccessValue } from './access-context';
export { flattenMenus, menuCodeOfPath, rootMenuCode, menuAtPath } from './menu-paths';
