import type { HonourDef, ModuleEntry } from '../../catalogue';

/**
 * One honour as an event carries it (`publicity.decided`, `honour.granted`): everything its row in
 * the `honour` read model holds, so a rebuild needs nothing but the event.
 */
export interface HonourGrant {
  recordId: string;
  module: string;
  holderType: 'person' | 'team';
  holderName: string;
  idCard: string | null;
  unionId: string;
  unionPath: string;
  unionName: string;
  unitName: string | null;
  unitUscc: string | null;
  honourName: string;
  level: string;
  year: number;
  awardingBody: string;
  decisionNo: string | null;
  awardDate: string;
}

/** The record an honour is granted on: its module's entry, its approved form and its union. */
export interface HonouredRecord {
  entry: ModuleEntry;
  recordId: string;
  form: Record<string, unknown>;
  union: { id: string; path: string; name: string };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The field of a kind (the first), else null. */
const fieldOfKind = (entry: ModuleEntry, kind: string) => entry.fields.find((f) => f.kind === kind)?.name ?? null;

/** A person or a team: the entry's holder, or the one its form's field chooses (a person where the value names none). */
function holderOf(def: HonourDef, form: Record<string, unknown>): 'person' | 'team' {
  if (typeof def.holder === 'string') return def.holder;
  return def.holder.values[String(form[def.holder.field] ?? '')] ?? 'person';
}

/** The form fields an entry's honour reads for this form, its option's or the group A forms' shared names. */
export function honourFields(entry: ModuleEntry, form: Record<string, unknown> = {}) {
  const def: HonourDef = entry.honour ?? { holder: fieldOfKind(entry, 'idCard') ? 'person' : 'team' };
  const has = (key: string) => entry.fields.some((f) => f.name === key);
  const f = def.fields ?? {};
  const holder = holderOf(def, form);
  return {
    holder,
    name: f.name ?? entry.titleField,
    idCard: f.idCard ?? (holder === 'person' ? fieldOfKind(entry, 'idCard') : null),
    unit: f.unit ?? (has('unitName') ? 'unitName' : null),
    uscc: f.uscc ?? fieldOfKind(entry, 'uscc'),
    post: f.post ?? (has('post') ? 'post' : null),
    summary: f.summary ?? (has('deedsSummary') ? 'deedsSummary' : null),
  };
}

/** The honour a record's holder receives: `what` names the honour, its level, year, awarding body and decision. */
export function grantOf(
  r: HonouredRecord,
  what: { honourName: string; level: string; year: number; awardingBody: string; decisionNo: string | null; awardDate: string },
): HonourGrant {
  const f = honourFields(r.entry, r.form);
  const get = (key: string | null) => (key ? text(r.form[key]) : null);
  return {
    recordId: r.recordId,
    module: r.entry.key,
    holderType: f.holder,
    holderName: get(f.name) ?? r.union.name,
    idCard: get(f.idCard),
    unionId: r.union.id,
    unionPath: r.union.path,
    unionName: r.union.name,
    unitName: get(f.unit),
    unitUscc: get(f.uscc),
    ...what,
  };
}
