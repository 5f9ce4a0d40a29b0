import type { ModuleEntry } from './types';

/**
 * The fields a new form takes from its address: the campaign a union's record answers
 * (`sendOut.campaignField`, opened from the campaign's message) and the subject it is filed about
 * (`subject.field`, opened from the register's row). Nothing else is read from a link.
 */
export function formLinkFields(entry: Pick<ModuleEntry, 'sendOut' | 'subject'>): string[] {
  return [entry.sendOut?.campaignField, entry.subject?.field].filter((f): f is string => Boolean(f));
}

/** The module's form opened with `values` in its link fields (the others are left out). */
export function formLinkOf(entry: Pick<ModuleEntry, 'route' | 'sendOut' | 'subject'>, values: Readonly<Record<string, string>>): string {
  const fields = formLinkFields(entry);
  const query = new URLSearchParams(Object.entries(values).filter(([k]) => fields.includes(k)));
  const search = query.toString();
  return search ? `${entry.route}?${search}` : entry.route;
}

/** The form a union invited by campaign `campaignId` answers it in; none where the module takes no campaign. */
export function campaignFormPath(entry: Pick<ModuleEntry, 'route' | 'sendOut' | 'subject'>, campaignId: string): string | undefined {
  const field = entry.sendOut?.campaignField;
  return field ? formLinkOf(entry, { [field]: campaignId }) : undefined;
}
