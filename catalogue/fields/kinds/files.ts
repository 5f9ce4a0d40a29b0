import type { AttachmentSlot, FieldDef } from '../../types';
import type { CellContext, CheckContext, KindDef, Problem } from '../kind-def';
import { isPlainObject, type FormValue, type SlotValue } from '../values';

const ID = /^\d{1,20}$/;
const IDS = { type: 'array', items: { type: 'string', pattern: '^\\d{1,20}$' }, uniqueItems: true };

/** The slot type a detected content type belongs to. */
export function fileType(mime: string): NonNullable<AttachmentSlot['types']>[number] | undefined {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (/zip/.test(mime)) return 'zip';
  if (/msword|ms-excel|ms-powerpoint|officedocument|opendocument|wps/.test(mime)) return 'office';
  return undefined;
}

/** Problems of ids that are not the record's own uploads, or not of the accepted types. */
function checkIds(ids: string[], ctx: CheckContext, types: AttachmentSlot['types'], path?: string): Problem[] {
  if (!ctx.attachments) return [];
  for (const id of ids) {
    const facts = ctx.attachments.get(id);
    if (!facts) return [{ rule: 'attachments', message: 'attachmentOwner', path }];
    const type = fileType(facts.mime);
    if (types && types.length > 0 && (!type || !types.includes(type))) {
      return [{ rule: 'fileType', params: { value: types.join('/') }, path }];
    }
  }
  return [];
}

const names = (ids: string[], ctx: CellContext) => ids.map((id) => ctx.attachmentNames?.[id] ?? id).join('、');

export const image: KindDef = {
  // One upload id: a column of a rows table too (a photo per venue row).
  scalar: true,
  empty: () => null,
  schema: () => ({ type: 'string', nullable: true, pattern: '^(\\d{1,20})?$', description: 'Upload id of an image' }),
  normalise: (raw) =>
    (typeof raw === 'string' || typeof raw === 'number') && ID.test(String(raw).trim())
      ? { value: String(raw).trim() }
      : { value: null, rule: 'image' },
  check: (v, _f, ctx) => checkIds([String(v)], ctx, ['image']),
  cellText: (_f, v, ctx) => names([String(v)], ctx),
  excelCell: (_f, v, ctx) => names([String(v)], ctx),
};

function isIdList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string' && ID.test(x));
}

/** Every id of an attachments value, in slot order. */
export function attachmentIds(v: FormValue | undefined): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (isPlainObject(v)) return Object.values(v).flatMap((ids) => (Array.isArray(ids) ? ids.filter((x) => typeof x === 'string') : []));
  return [];
}

function slotLabel(field: FieldDef, key: string, ctx: CellContext): string {
  return field.slots?.find((s) => s.key === key)?.label[ctx.lang] ?? key;
}

/** Upload ids; by named slot (`{ slot: [ids] }`) when the field has slots. */
export const attachments: KindDef = {
  scalar: false,
  empty: (f) => (f.slots?.length ? {} : []),
  schema: (f) =>
    f.slots?.length
      ? {
          type: 'object',
          nullable: true,
          properties: Object.fromEntries(f.slots.map((s) => [s.key, { ...IDS, ...(s.maxFiles ? { maxItems: s.maxFiles } : {}) }])),
          additionalProperties: false,
        }
      : { ...IDS, nullable: true },
  normalise: (raw, f) => {
    if (!f.slots?.length) return isIdList(raw) ? { value: raw } : { value: [], rule: 'attachments' };
    if (!isPlainObject(raw)) return { value: {}, rule: 'attachments' };
    const known = new Set(f.slots.map((s) => s.key));
    const value: SlotValue = {};
    for (const [key, ids] of Object.entries(raw)) {
      if (!known.has(key) || !(isIdList(ids) || ids === null)) return { value: {}, rule: 'attachments' };
      if (ids && ids.length > 0) value[key] = ids;
    }
    return { value };
  },
  check: (v, f, ctx, mode) => {
    if (!f.slots?.length) return checkIds(attachmentIds(v), ctx, undefined);
    const bySlot = isPlainObject(v) ? (v as SlotValue) : {};
    const problems: Problem[] = [];
    for (const slot of f.slots) {
      const ids = bySlot[slot.key] ?? [];
      const path = `.${slot.key}`;
      const label = slot.label;
      if (ids.length === 0) {
        if (mode === 'submit' && slot.required) problems.push(...emptySlot(slot, ctx, path));
        continue;
      }
      // At least `minFiles` on submit (two interior photos); a draft may hold fewer.
      if (mode === 'submit' && slot.minFiles !== undefined && ids.length < slot.minFiles) {
        problems.push({ rule: 'minItems', path, part: label, params: { value: slot.minFiles } });
      }
      if (slot.maxFiles !== undefined && ids.length > slot.maxFiles) {
        problems.push({ rule: 'maxItems', path, part: label, params: { value: slot.maxFiles } });
      }
      problems.push(...checkIds(ids, ctx, slot.types, path).map((p) => ({ ...p, part: label })));
    }
    return problems;
  },
  checksEmpty: true,
  cellText: (f, v, ctx) => slotsText(f, v, ctx),
  excelCell: (f, v, ctx) => slotsText(f, v, ctx),
};

/**
 * An empty required slot on submit: `required`, or the nominee's consent slot saying why it is asked
 * (`consentMissing`, and both ways where the nominee may confirm by code), none once they have.
 */
function emptySlot(slot: AttachmentSlot, ctx: CheckContext, path: string): Problem[] {
  const part = slot.label;
  if (!slot.consent) return [{ rule: 'required', path, part }];
  if (slot.consent === true) return [{ rule: 'consentMissing', path, part }];
  return ctx.consentConfirmed ? [] : [{ rule: 'consentMissing', message: 'consentMissingOrCode', path, part }];
}

function slotsText(f: FieldDef, v: FormValue, ctx: CellContext): string {
  if (Array.isArray(v)) return names(attachmentIds(v), ctx);
  if (!isPlainObject(v)) return '';
  return Object.entries(v as SlotValue)
    .filter(([, ids]) => ids.length > 0)
    .map(([key, ids]) => `${slotLabel(f, key, ctx)}: ${names(ids, ctx)}`)
    .join('; ');
}
