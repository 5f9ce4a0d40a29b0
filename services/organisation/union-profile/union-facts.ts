import type { ProfileSections } from '../../../db';

/** The chair: the committee's current chair officer, else the name the profile recorded. */
export function chairOf(
  sections: ProfileSections,
  officers: readonly { is_chair: boolean; committee: string; name: string }[],
): string | null {
  const current = officers.find((o) => o.committee === 'committee' && o.is_chair)?.name;
  const recorded = sections.chair?.chairName;
  return current ?? (typeof recorded === 'string' ? recorded : null);
}

/** The employer's data as kept (`corpration`), its credit code the one the union's registration gave when none was kept. */
export function employerOf(sections: ProfileSections, names: readonly string[], employerCode: string | null): Record<string, unknown> {
  const unit = sections.unit ?? {};
  const fields: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, unit[name] ?? null]));
  if (fields.unitUscc === null && employerCode) fields.unitUscc = employerCode;
  return fields;
}
