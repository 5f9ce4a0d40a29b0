import type { ProfileSections } from '../../db';

/** A union's legal-person code: registered by a higher union, category 8 (工会), type 1 (基层工会). */
const UNION_CODE = /^81/;

/** The chair: the committee's current chair officer, else the name the profile recorded. */
export function chairOf(
  sections: ProfileSections,
  officers: readonly { is_chair: boolean; committee: string; name: string }[],
): string | null {
  const current = officers.find((o) => o.committee === 'committee' && o.is_chair)?.name;
  const recorded = sections.chair?.chairName;
  return current ?? (typeof recorded === 'string' ? recorded : null);
}

/**
 * The union's own legal-person code (81…): the certificate's on its profile (setup3, organ4), else
 * the tree's credit code when it is one (the tree may hold the employer's code instead).
 */
export function unionCodeOf(sections: ProfileSections, creditCode: string | null): string | null {
  const certified = sections.certificate?.uscc;
  if (typeof certified === 'string' && certified) return certified;
  return creditCode && UNION_CODE.test(creditCode) ? creditCode : null;
}

/** The employer's data as kept (`corpration`), its credit code the tree's when none was kept. */
export function employerOf(sections: ProfileSections, names: readonly string[], creditCode: string | null): Record<string, unknown> {
  const unit = sections.unit ?? {};
  const fields: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, unit[name] ?? null]));
  if (fields.unitUscc === null && creditCode) fields.unitUscc = creditCode;
  return fields;
}
