// The catalogue's modules as the table-driven module checks walk them (tests/integration/catalogue-*.test.ts):
// which modules the record engine serves, who starts each, and each module's example as a union sends it.
import type { FastifyInstance } from 'fastify';
import { modules, type FieldDef, type ModuleEntry, type StarterIdent } from '../../catalogue';
import type { ApiSession } from './api-client';
import { SAMPLE_PDF, uploadFile } from './multipart';
import { withOwnAccount } from './own-account';
import { withCallOfItsOwn } from './report-calls';
import { withRequiredUploads } from './required-uploads';

export const moduleBase = (entry: ModuleEntry) => `/api/blade-crop/crop/${entry.key}`;

/**
 * The modules whose forms the record engine's own calls take (save, submit, the steps' calls). The
 * others are served by a shape of their own (a lookup, a questionnaire, children, save-submits, a
 * roll-up, a publish-only notice), whose test walks them.
 */
export const engineModules: readonly ModuleEntry[] = Object.values(modules).filter(
  (e) => !e.lookup && !e.questionnaire && !e.children && !e.saveSubmits && !e.rollUp && !e.publishOnly,
);

/** The demo account that starts a module of each starter kind. */
export const STARTER_ACCOUNT: Readonly<Record<StarterIdent, string>> = {
  corp: 'corp1',
  launion: 'launion1',
  federation: 'federation',
  admin: 'admin',
};

/**
 * Modules filed by a demo account other than their starter kind's: the covered-enterprise modules by
 * the joint union 1202 (corp4), whose register the demo seed holds.
 */
export const MODULE_STARTER: Readonly<Record<string, string>> = { survey: 'corp4', survey1: 'corp4', survey2: 'corp4', survey3: 'corp4' };

/** The demo account that starts `entry`'s records: its own (`MODULE_STARTER`), else its first starter kind's. */
export const starterOf = (entry: ModuleEntry) => MODULE_STARTER[entry.key] ?? STARTER_ACCOUNT[entry.starters[0]!];

/** Everyone who reviews a demo union's records: 上地 (launion2) confirms a transfer out as the receiving union. */
export const REVIEWER_ACCOUNTS = ['launion1', 'federation', 'admin', 'launion2'] as const;

/**
 * `form` (the example's fields) with the law's materials uploaded, and with what the union's own
 * state asks: an account held in the union's own name (setup4's, finance5's) as the tree has it now
 * (earlier walks renamed the union), organ4's new legal representative is the present chair (the walks before
 * elected one), and a transfer in of a union whose former higher union is outside the portal
 * carries that union's release letter; a record filed to a call for reports (finance7) to a call its
 * higher union sends it. Send the answer's `id` with the form when it has one.
 */
export async function exampleToSend(
  app: FastifyInstance,
  applicant: ApiSession,
  entry: ModuleEntry,
  form: Record<string, unknown> = entry.example,
  opts: { fields?: readonly string[] } = {},
): Promise<{ id?: string; form: Record<string, unknown> }> {
  const base = moduleBase(entry);
  form = await withCallOfItsOwn(app, applicant, entry, await withIdsOfItsOwn(applicant, entry, form));
  const uploaded = await withRequiredUploads(app, applicant, entry, form, opts);
  const id = uploaded.id;
  const sent = uploaded.form;
  // An account held in the union's own name (setup4's, finance5's): the name the union has now.
  if ('accountName' in sent) {
    const own = await withOwnAccount(applicant, entry, sent);
    if (own !== sent) return { ...(id ? { id } : {}), form: own };
  }
  if (entry.key === 'organ4') {
    const { chairName } = (await applicant.get(`${base}/prefill`)).body.data;
    const [change] = sent.changes as Record<string, unknown>[];
    return { ...(id ? { id } : {}), form: { ...sent, legalRepName: chairName, changes: [{ ...change, newValue: chairName }] } };
  }
  if (entry.key === 'tradeunionunitinfo') {
    const recordId = id ?? ((await applicant.get(`${base}/getid`)).body.data as string);
    const letter = { name: '转出证明.pdf', type: 'application/pdf', content: SAMPLE_PDF };
    const release = await uploadFile(app, applicant, `${base}/uploads`, recordId, letter);
    const files = { ...(id ? (sent.files as Record<string, string[]>) : {}), transferOut: [release] };
    return { id: recordId, form: { ...sent, files } };
  }
  return { ...(id ? { id } : {}), form: sent };
}

/** `form` made ready as `exampleToSend` does, and submitted by `applicant`: the answer. */
export async function submitAs(app: FastifyInstance, applicant: ApiSession, entry: ModuleEntry, form: Record<string, unknown>) {
  const sent = await exampleToSend(app, applicant, entry, form);
  return applicant.post(`${moduleBase(entry)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
}

/** The `inRegister` rules of a field (on its own value, or on a column of its rows). */
const registerRules = (f: FieldDef) =>
  f.rules.flatMap((r) => (r.rule === 'inRegister' && r.reservedBy ? [{ reservedBy: r.reservedBy, column: r.column }] : []));

/**
 * `form` with the ids an example can only hold as placeholders made real for `applicant`: a record
 * filed about another module's approved record (`subject`, field4material under field4) names the
 * applicant's newest approved one (walked before it), and a register row id (`inRegister`, a venue
 * row's `venueId`) is an id the applicant's union reserves with `reservedBy`'s `getid`.
 */
async function withIdsOfItsOwn(applicant: ApiSession, entry: ModuleEntry, form: Record<string, unknown>) {
  const out = { ...form };
  const subject = entry.subject;
  if (subject && 'module' in subject.of) {
    const page = await applicant.get(`/api/blade-crop/crop/${subject.of.module}/page`, { current: '1', size: '100' });
    const parent = (page.body.data.records as { id: string; state: string }[]).find((r) => r.state === 'approved');
    if (!parent) throw new Error(`${entry.key}: no approved ${subject.of.module} of the applicant to file it about`);
    out[subject.field] = parent.id;
  }
  const reserve = async (by: string) => (await applicant.get(`/api/blade-crop/crop/${by}/getid`)).body.data as string;
  for (const f of entry.fields) {
    for (const r of [...registerRules(f), ...(f.columns ?? []).flatMap((c) => registerRules(c).map((x) => ({ ...x, column: c.name })))]) {
      if (f.kind === 'rows' && r.column && Array.isArray(out[f.name]))
        out[f.name] = await Promise.all(
          (out[f.name] as Record<string, unknown>[]).map(async (row) => ({ ...row, [r.column!]: await reserve(r.reservedBy) })),
        );
      else if (f.kind !== 'rows' && out[f.name]) out[f.name] = await reserve(r.reservedBy);
    }
  }
  return out;
}
