import { cellText, type FieldDef, type FormValue } from '../../../../catalogue';
import type { DocumentFacts } from '../document-record';
import { zhText as zh } from '../texts';

/** A stored value as a printed form reads it: dictionary keys by label, money in yuan, regions and pickers by name; — when empty. */
export function fieldText(field: FieldDef, value: unknown, facts: DocumentFacts): string {
  const { reviews: _reviews, applicantPhone: _phone, ...names } = facts;
  return cellText(field, value as FormValue | undefined, { ...names, lang: 'zh' }, zh('empty'));
}
