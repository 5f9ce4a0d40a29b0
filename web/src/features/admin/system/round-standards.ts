import type { RoundBody, RoundRow } from '../../../api';
import { modules, standardsOfKind, type KindStandard, type Lang } from '../../../catalogue';
import { int, text, type ExtraField, type FieldValue, type FormValues } from '../../platform/crud';

/** The form value holding a round's standard (`standards.area`): the name `round/submit`'s complaints give it too. */
export const standardName = (key: string) => `standards.${key}`;

/** The standards a round of `kind` may set (the catalogue's `round.standards` of the modules filed in it). */
export const kindStandards = (kind: FieldValue | undefined): KindStandard[] => standardsOfKind(modules, text(kind));

/** A round's standards as form values: a floor as typed, a yes standard as a switch. */
export const standardsValues = (standards: RoundRow['standards']): FormValues =>
  Object.fromEntries(Object.entries(standards).map(([key, v]) => [standardName(key), typeof v === 'boolean' ? v : String(v)]));

/**
 * What the form sends: the standards of the chosen kind only (values left from another kind are not
 * its keys), a floor left empty and a yes switched off setting none; the server checks the figures.
 */
export function standardsOf(values: FormValues): NonNullable<RoundBody['standards']> {
  const sent: NonNullable<RoundBody['standards']> = {};
  for (const s of kindStandards(values.kind)) {
    const value = values[standardName(s.key)];
    if (s.yes !== undefined) {
      if (value === true) sent[s.key] = true;
      continue;
    }
    const floor = int(value);
    if (floor !== undefined) sent[s.key] = floor;
  }
  return sent;
}

/** The input a server complaint names (`standards.area`), labelled as the form labels it. */
export function standardField(serverField: string, values: FormValues, lang: Lang): ExtraField | undefined {
  const key = /^standards\.(\w+)$/.exec(serverField)?.[1];
  const standard = key === undefined ? undefined : kindStandards(values.kind).find((s) => s.key === key);
  return standard ? { name: standardName(standard.key), label: standard.label[lang] } : undefined;
}
