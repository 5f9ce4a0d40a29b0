export { AccessProvider } from './AccessProvider';
export { AccessGate } from './AccessGate';
export { RequireMenu, type RequireMenuProps } from './RequireMenu';
export { useAccess, useButton } from './use-access';
export { moduleButton, type Access, type ModuleButton } from './access';
export { useRecordButtons, type RecordButtons } from './use-record-buttons';
export type { AccessValue } from './access-context';
export { flattenMenus, menuCodeOfPath, rootMenuCode, menuAtPath } from './menu-paths';
