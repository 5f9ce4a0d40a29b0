// A form the law's materials go with: a catalogue example holds placeholder upload ids in its
// required slots (so it passes the catalogue's check); a test that submits it uploads real files first.
import type { FastifyInstance } from 'fastify';
import type { AttachmentSlot, FieldDef, ModuleEntry } from '../../catalogue';
import type { ApiSession } from './api-client';
import { SAMPLE_PDF, SAMPLE_PNG, uploadFile } from './multipart';

const requiredImage = (c: FieldDef) => c.kind === 'image' && c.rules.some((r) => r.rule === 'required');

/**
 * `form` with one PDF (a PNG where the slot takes images only) uploaded into each required slot of its attachments fields (of `fields`, a
 * step's, or all of the entry's), in place of the example's ids; other slots are left empty. The
 * files belong to record `id`, or to an id reserved with `getid` for a record not made yet: send the
 * answer's `id` with the form.
 */
export async function withRequiredUploads(
  app: FastifyInstance,
  session: ApiSession,
  entry: ModuleEntry,
  form: Record<string, unknown>,
  opts: { id?: string; fields?: readonly string[] } = {},
): Promise<{ id: string | undefined; form: Record<string, unknown> }> {
  const base = `/api/blade-crop/crop/${entry.key}`;
  const asked = (f: FieldDef) => !opts.fields || opts.fields.includes(f.name);
  // A slot required only while the form has a value (a 模范 level's self-check) counts as the form has it.
  const needed = (s: AttachmentSlot) =>
    !!s.required || (!!s.requiredWhen && [form[s.requiredWhen.field]].flat().some((v) => s.requiredWhen!.equals.includes(String(v))));
  const slotted = entry.fields.filter((f) => f.kind === 'attachments' && asked(f) && f.slots?.some(needed));
  // A rows field with a required image column (a photo per venue row): each row's photo is the record's own upload.
  const pictured = entry.fields.filter((f) => f.kind === 'rows' && asked(f) && f.columns?.some(requiredImage));
  if (slotted.length === 0 && pictured.length === 0) return { id: opts.id, form };
  const id = opts.id ?? ((await session.get(`${base}/getid`)).body.data as string);
  const out = { ...form };
  for (const field of pictured) {
    const rows = Array.isArray(form[field.name]) ? (form[field.name] as Record<string, unknown>[]) : [];
    const columns = field.columns!.filter(requiredImage);
    out[field.name] = await Promise.all(
      rows.map(async (row, i) => {
        const photos: Record<string, string> = {};
        for (const c of columns)
          photos[c.name] = await uploadFile(app, session, `${base}/uploads`, id, {
            name: `${field.name}-${i + 1}-${c.name}.png`,
            type: 'image/png',
            content: SAMPLE_PNG,
          });
        return { ...row, ...photos };
      }),
    );
  }
  for (const field of slotted) {
    const slots: Record<string, string[]> = {};
    for (const slot of field.slots!.filter(needed)) {
      // A slot that takes images only (a nominee's photo) gets an image, as the browser's driver gives it.
      const image = slot.types?.length && !slot.types.includes('pdf');
      const file = image
        ? { name: `${slot.label.zh}.png`, type: 'image/png', content: SAMPLE_PNG }
        : { name: `${slot.label.zh}.pdf`, type: 'application/pdf', content: SAMPLE_PDF };
      // As many as the slot asks at least (two inside photos of a bookroom).
      slots[slot.key] = [];
      for (let i = 0; i < Math.max(1, slot.minFiles ?? 1); i++)
        slots[slot.key]!.push(await uploadFile(app, session, `${base}/uploads`, id, file));
    }
    out[field.name] = slots;
  }
  return { id, form: out };
}

/**
 * A draft of `entry` saved by `session`: its example with `change`, the required files uploaded. Its
 * id; `submit` sends it into review instead of keeping it a draft.
 */
export async function savedForm(
  app: FastifyInstance,
  session: ApiSession,
  entry: ModuleEntry,
  change: Record<string, unknown> = {},
  call: 'savedraft' | 'submit' = 'savedraft',
): Promise<string> {
  const { id, form } = await withRequiredUploads(app, session, entry, { ...entry.example, ...change });
  const saved = await session.post(`/api/blade-crop/crop/${entry.key}/${call}`, { ...form, id });
  if (saved.status !== 200) throw new Error(`${entry.key}/${call}: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body.data.id as string;
}
