import { useContext } from 'react';
import { AccessContext, type AccessValue } from './access-context';

/** Menus and buttons of the logged-in user. */
export function useAccess(): AccessValue {
  const value = useContext(AccessContext);
  if (!value) throw new Error('useAccess needs an AccessProvider above it');
  return value;
}

/** True when the permission map grants button `code`. */
export function useButton(code: string): boolean {
  return useAccess().hasButton(code);
}
