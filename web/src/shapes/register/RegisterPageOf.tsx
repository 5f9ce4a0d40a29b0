import { modules } from '../../catalogue';
import { RegisterPage } from './RegisterPage';

/** A module's register page by the module's key (the route table knows its key and path only). */
export function RegisterPageOf({ moduleKey }: { moduleKey: string }) {
  const entry = modules[moduleKey];
  if (!entry?.register) throw new Error(`no register page of ${moduleKey}`);
  return <RegisterPage entry={entry} />;
}
