import type { I18nText, ModuleEntry, RoundStandard } from './types';

/** A standard a round of a kind may set, with the label of the form field it sits on (the round form's and the help's words). */
export interface KindStandard extends RoundStandard {
  label: I18nText;
}

/**
 * The standards the modules filed in rounds of `kind` name (`RoundDef.standards`), once each by key,
 * each with its field's label: what `round/submit` takes for the kind and the round form edits.
 */
export function standardsOfKind(all: Readonly<Record<string, Pick<ModuleEntry, 'round' | 'fields'>>>, kind: string): KindStandard[] {
  const byKey = new Map<string, KindStandard>();
  for (const m of Object.values(all)) {
    if (m.round?.kind !== kind) continue;
    for (const s of m.round.standards ?? []) {
      const label = m.fields.find((f) => f.name === s.field)?.label ?? { zh: s.key, en: s.key };
      byKey.set(s.key, { ...s, label });
    }
  }
  return [...byKey.values()];
}
