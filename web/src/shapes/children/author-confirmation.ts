import type { FormData } from '../../catalogue';
import type { InputValue } from '../../features/records/fields';

/**
 * Whether the work's submit must carry the texted code of `confirmField` (the author's mobile):
 * for a new work, and for a work whose number changed; never for a module without one.
 */
export function needsConfirmation(
  confirmField: string | undefined,
  stored: FormData | undefined,
  values: Readonly<Record<string, InputValue>>,
): boolean {
  if (!confirmField) return false;
  if (!stored) return true;
  return String(stored[confirmField] ?? '') !== String(values[confirmField] ?? '');
}
