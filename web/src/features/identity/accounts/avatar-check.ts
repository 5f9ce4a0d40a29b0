import type { MessageKey } from '../../../i18n';
import { website } from '../../../website';

const TYPES = ['image/jpeg', 'image/png'];
const NAMES = /\.(jpe?g|png)$/i;

/** Why an avatar file cannot be used (jpg or png only, at most 500 KB), checked before any upload. */
export function avatarProblem(file: { name: string; type: string; size: number }): MessageKey | undefined {
  if (!TYPES.includes(file.type) || !NAMES.test(file.name)) return 'profile.avatarType';
  if (file.size > website.avatarMaxBytes) return 'profile.avatarSize';
  return undefined;
}
