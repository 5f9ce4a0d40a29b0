import type { ReactNode } from 'react';
import type { FieldDef, RoundStandard } from '../../catalogue';
import type { FieldHelp } from '../../features/records/modules';
import { useDictionary } from '../../features/records/fields';
import { useI18n } from '../../i18n';

/** A yes standard's words: the dictionary label of the key the field must hold (本批次标准：须为“是”). */
function YesStandard({ field, yes }: { field: FieldDef; yes: string }) {
  const { t } = useI18n();
  const items = useDictionary(field.dict);
  const label = items.data?.find((i) => i.dictKey === yes)?.dictValue ?? yes;
  return <>{t('round.standardYes', { label })}</>;
}

/** A floor's words, with the standard's unit: 本批次标准：不少于60平方米. */
function FloorStandard({ standard, value }: { standard: RoundStandard; value: number }) {
  const { t, lang } = useI18n();
  return <>{t('round.standardAtLeast', { value: String(value), unit: standard.unit?.[lang] ?? '' }).trim()}</>;
}

/**
 * The help a round's standards give the form (F-ba-standard): under each field a standard bounds, the
 * round's figure; a standard the round leaves unset (or a yes it sets false) says nothing.
 */
export function standardsHelp(
  standards: readonly RoundStandard[],
  fields: readonly FieldDef[],
  set: Readonly<Record<string, number | boolean>>,
): FieldHelp {
  const help: Record<string, ReactNode> = {};
  for (const s of standards) {
    const figure = set[s.key];
    const field = fields.find((f) => f.name === s.field);
    if (figure === undefined || figure === false || !field) continue;
    if (s.yes !== undefined) help[s.field] = <YesStandard field={field} yes={s.yes} />;
    else if (typeof figure === 'number') help[s.field] = <FloorStandard standard={s} value={figure} />;
  }
  return help;
}
