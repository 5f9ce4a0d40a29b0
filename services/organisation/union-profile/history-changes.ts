import type { Kysely } from 'kysely';
import { cellText, fenToYuan, type CellContext, type FormValue, type I18nText, type Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { cellContext } from '../../records/documents';
import { HIDDEN, HISTORY_SECTION_NAMES, historyField, type HistoryField } from './history-fields';

/** A history row as kept: its section, the values before (null when it had none) and after, the module that wrote it. */
export interface KeptChange {
  section: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  source_module: string | null;
}

/** One changed field as its reader reads it: its name, and the values before and after as text. */
export interface ChangeText {
  field: string;
  label: string;
  before: string;
  after: string;
}

const WORDS: Record<'empty' | 'yes' | 'no' | 'rows', I18nText> = {
  empty: { zh: '—', en: '—' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  rows: { zh: '行', en: 'rows' },
};

/** Fen as yuan with the unit, thousands grouped: 246914 → 2,469.14元. */
function yuanText(fen: number, lang: Lang): string {
  const [whole, cents] = fenToYuan(fen).split('.');
  const grouped = `${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
  return lang === 'en' ? `${grouped} yuan` : `${grouped}元`;
}

/** A money field's name without the unit its form shows: the value carries it. */
const withoutUnit = (label: string) => label.replace(/\s*[(（](元|yuan)[)）]\s*$/, '');

function valueText(known: HistoryField | undefined, value: unknown, ctx: CellContext): string {
  const { lang } = ctx;
  const empty = WORDS.empty[lang];
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'boolean') return WORDS[value ? 'yes' : 'no'][lang];
  if (!known) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  const { field, names, counts } = known;
  if (names) return names[String(value)]?.[lang] ?? String(value);
  if (field.kind === 'rows') {
    const n = Array.isArray(value) ? value.length : 0;
    return `${n}${lang === 'en' ? ' ' : ''}${(counts ?? WORDS.rows)[lang]}`;
  }
  if (field.kind === 'money') {
    const fen = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(fen)) return yuanText(fen, lang);
  }
  return cellText(field, value as FormValue, ctx, empty);
}

/** The keys whose value differs, in the order the row keeps them; the system's own keys left out. */
function changedKeys(row: KeptChange): { key: string; known: HistoryField | undefined }[] {
  const before = row.before ?? {};
  const changed: { key: string; known: HistoryField | undefined }[] = [];
  for (const key of new Set([...Object.keys(row.after), ...Object.keys(before)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(row.after[key] ?? null)) continue;
    const known = historyField(row.section, key, row.source_module);
    if (known !== HIDDEN) changed.push({ key, known });
  }
  return changed;
}

/** A history row described: its section by name and what changed. */
export interface DescribedChange {
  sectionName: string;
  changes: ChangeText[];
}

/**
 * Describes history rows for a reader in `lang`, in their order: each row's section by name and its
 * changed fields by their labels, dictionary keys by the tenant's labels, money in yuan with the
 * unit, unions and regions by name, tables as a count. The names are read once for all the rows.
 */
export async function describeHistory(
  db: Kysely<Database>,
  tenantId: string,
  rows: readonly KeptChange[],
  lang: Lang,
): Promise<DescribedChange[]> {
  const changed = rows.map(changedKeys);
  const fields = changed.flatMap((keys) => keys.flatMap((k) => (k.known ? [k.known.field] : [])));
  const ctx = await cellContext(
    db,
    tenantId,
    fields,
    rows.flatMap((r) => [r.before ?? {}, r.after]),
    lang,
  );
  return rows.map((row, i) => ({
    sectionName: HISTORY_SECTION_NAMES[row.section]?.[lang] ?? row.section,
    changes: changed[i]!.map(({ key, known }) => {
      const label = known ? known.field.label[lang] : key;
      return {
        field: key,
        label: known?.field.kind === 'money' ? withoutUnit(label) : label,
        before: valueText(known, row.before?.[key], ctx),
        after: valueText(known, row.after[key], ctx),
      };
    }),
  }));
}
