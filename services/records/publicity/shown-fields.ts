import { modules, richTextPlain } from '../../../catalogue';
import { honourFields } from '../../../db';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Labels of the dictionaries a listed nominee's keys are shown with. */
export type Labels = (dict: string, key: string) => string;

/** The dictionaries a shown nominee's keys are in (the kind's is the form field's). */
export const SHOWN_DICTS = ['sex'] as const;

/**
 * What the public list shows of a record (R14: the minimum needed): the holder's name, sex, employer,
 * post, kind and the short deeds (简要事迹; without that field, the first 150 characters of the
 * deeds' plain text); sex and kind as dictionary keys, labelled in the reader's language. Fixed when the publicity opens, so a later change of the record changes nothing
 * that was published.
 */
export function shownOf(module: string, form: Record<string, unknown>) {
  const entry = modules[module]!;
  const f = honourFields(entry, form);
  const dictField = (name: string) => entry.fields.find((x) => x.name === name && x.kind === 'dict');
  const key = (name: string) => (dictField(name) ? text(form[name]) : null);
  const deeds = entry.fields.find((x) => x.kind === 'richText');
  const summary =
    (f.summary ? text(form[f.summary]) : null) ?? (deeds ? text(richTextPlain(String(form[deeds.name] ?? '')).slice(0, 150)) : null);
  return {
    name: text(form[f.name]) ?? '',
    sex: key('sex'),
    unitName: f.unit ? text(form[f.unit]) : null,
    post: f.post ? text(form[f.post]) : null,
    category: key('personType'),
    categoryDict: dictField('personType')?.dict ?? null,
    summary,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** `shownOf`'s answer as stored, read back with the record's id and its keys labelled. */
export function shownView(recordId: string, shown: Record<string, unknown>, labels: Labels) {
  const sex = str(shown.sex);
  const category = str(shown.category);
  const categoryDict = str(shown.categoryDict);
  return {
    recordId,
    name: str(shown.name) ?? '',
    sex: sex ? labels('sex', sex) : null,
    unitName: str(shown.unitName),
    post: str(shown.post),
    category: category && categoryDict ? labels(categoryDict, category) : null,
    summary: str(shown.summary),
  };
}

/** The dictionaries the shown nominees of a list are labelled with. */
export const shownDicts = (shown: Record<string, unknown>[]) => [
  ...new Set([...SHOWN_DICTS, ...shown.flatMap((s) => (typeof s.categoryDict === 'string' ? [s.categoryDict] : []))]),
];
