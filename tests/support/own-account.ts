// What the console fills in from the union's own data where a rule ties a field to it: an account
// held in the union's own name (setup4, finance5: accountName sameAs unionName) takes the union's
// present name, which earlier walks may have changed (organ3 renames the union).
import type { ModuleEntry } from '../../catalogue';
import type { ApiSession } from './api-client';

/** `form` with its `accountName` set to the union's present name where the entry ties the two. */
export async function withOwnAccount(applicant: ApiSession, entry: ModuleEntry, form: Record<string, unknown>) {
  const ownAccount = entry.fields.some(
    (f) => f.name === 'accountName' && f.rules.some((r) => r.rule === 'sameAs' && r.field === 'unionName'),
  );
  if (!ownAccount || !('accountName' in form)) return form;
  const { unionName } = (await applicant.get(`/api/blade-crop/crop/${entry.key}/prefill`)).body.data;
  return { ...form, accountName: unionName };
}
