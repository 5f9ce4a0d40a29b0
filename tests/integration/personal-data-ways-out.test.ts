// Issue 23 item 4 (docs/forms/group-c-rights.md "Personal data: one engine capability"): the ID
// numbers, mobiles and bank accounts of every catalogue module leave the portal masked, in its list,
// sheet, detail and history, for a reader by data scope and for the reviewer alike; the full values go
// only to the applicant union and the record's reviewers through `reveal`, each answer one row of the
// append-only `personal_data_view`. Table-driven over the catalogue: a module added later is checked
// without a test of its own.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { kindOf, pathsOf, personalLevel, personalPaths, revealedValues, serves, type FieldDef, type ModuleEntry } from '../../catalogue';
import {
  download,
  engineModules,
  exampleToSend,
  fileServerFilledSourcesOf,
  FLOW,
  giveUnionItsData,
  login,
  moduleBase,
  publishFilingRounds,
  REVIEWER_ACCOUNTS,
  setup1Parties,
  starterOf,
  taskHolder,
  type ApiSession,
} from '../support';

const p = setup1Parties();
const sessions: Record<string, ApiSession> = {};

/**
 * Examples that need the union's state earlier approvals make: organ2 fills a seat of the committee
 * organ1Detail elected, organ4 and setup4 read the registration setup3 made (catalogue-lifecycles.test.ts
 * walks them in that order).
 */
const NEEDS_EARLIER_APPROVALS = new Set(['organ2', 'organ4', 'setup4', 'finance2']);

/**
 * The modules the engine serves with a personal field, sent by the submit call (no steps); not those
 * filed about another module's approved record (`subject`: field4material about a field4), which
 * catalogue-lifecycles.test.ts walks after it.
 */
const personal = engineModules.filter(
  (e) => personalPaths(e.fields).length > 0 && serves(e, 'submit') && !e.steps?.length && !e.subject && !NEEDS_EARLIER_APPROVALS.has(e.key),
);

/** The field or column a personal path names (`memberIdCard`, `members[].idCard`). */
function fieldOf(entry: ModuleEntry, path: string): FieldDef {
  const [name, column] = path.split('[].');
  const field = entry.fields.find((f) => f.name === name)!;
  return column ? field.columns!.find((c) => c.name === column)! : field;
}

/** The personal paths of a level: `mask` (shown masked to everyone) or `private` (absent unless entitled). */
const pathsAt = (entry: ModuleEntry, level: 'mask' | 'private') =>
  personalPaths(entry.fields).filter((path) => personalLevel(fieldOf(entry, path)) === level);

/** The full values (strings) a form holds in its `mask` fields and columns: never in a list, sheet or detail. */
function fullValues(entry: ModuleEntry, form: Record<string, unknown>): string[] {
  const values = Object.values(revealedValues(form, pathsAt(entry, 'mask'))).flat();
  return values.filter((v): v is string => typeof v === 'string' && v.length > 0);
}

/** The masks of those values, by their kinds. */
function maskedValues(entry: ModuleEntry, form: Record<string, unknown>): string[] {
  return pathsAt(entry, 'mask').flatMap((path) => {
    const mask = kindOf(fieldOf(entry, path).kind).mask!;
    const found = revealedValues(form, [path])[path];
    return [found]
      .flat()
      .filter((v): v is string => typeof v === 'string' && v.length > 0)
      .map(mask);
  });
}

/** The `private` paths a shown form still holds (a field's key, or a column's key in any row). */
function privateShown(entry: ModuleEntry, shown: Record<string, unknown>): string[] {
  return pathsAt(entry, 'private').filter((path) => {
    const [name, column] = path.split('[].');
    if (!column) return name! in shown;
    const rows = shown[name!];
    return Array.isArray(rows) && rows.some((r) => r && typeof r === 'object' && column in r);
  });
}

async function sheetText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets) sheet.eachRow((row) => cells.push(JSON.stringify(row.values)));
  return cells.join('\n');
}

const logRows = (recordId: string) =>
  p.stack.db.selectFrom('personal_data_view').selectAll().where('record_id', '=', recordId).orderBy('at').execute();

interface Filed {
  entry: ModuleEntry;
  id: string;
  pid: string;
  form: Record<string, unknown>;
  reviewer: ApiSession;
  stranger: ApiSession;
  applicant: ApiSession;
}
const filed: Record<string, Filed> = {};

beforeAll(async () => {
  const accounts = new Set([...personal.map(starterOf), ...REVIEWER_ACCOUNTS]);
  for (const account of accounts) sessions[account] = await login(p.stack.app, account);
  await publishFilingRounds(sessions.federation!);
  // The starters' unions' data (a legal-person code finance7 prefills) and the approved records a
  // server-written column reads (finance7's budget), so each example is sent as it stands.
  for (const union of ['1101', '1100']) await giveUnionItsData(p.stack, union);
  for (const entry of personal) await fileServerFilledSourcesOf(p.stack.db, starterOf(entry), entry);
  for (const entry of personal) {
    const applicant = sessions[starterOf(entry)]!;
    const sent = await exampleToSend(p.stack.app, applicant, entry);
    const answer = await applicant.post(`${moduleBase(entry)}/${pathsOf(entry, 'submit')[0]}`, {
      ...sent.form,
      ...(sent.id ? { id: sent.id } : {}),
    });
    expect(answer.status, `${entry.key} submit: ${JSON.stringify(answer.body)}`).toBe(200);
    const { id, processInstanceId: pid } = answer.body.data;
    const stored = await p.stack.db.selectFrom('record').select('form').where('id', '=', id).executeTakeFirstOrThrow();
    const holder = await taskHolder(
      REVIEWER_ACCOUNTS.map((a) => sessions[a]!),
      id,
    );
    expect(holder, `a reviewer of ${entry.key}`).toBeDefined();
    // A reader by data scope who is no candidate of the record's task: the administrator, or the federation.
    const stranger = holder!.reviewer === sessions.admin ? sessions.federation! : sessions.admin!;
    filed[entry.key] = { entry, id, pid, form: stored.form as Record<string, unknown>, reviewer: holder!.reviewer, stranger, applicant };
  }
}, 600_000);

describe.each(personal.map((e) => [e.key] as const))('%s', (key) => {
  const it_ = (name: string, fn: (f: Filed) => Promise<void>) => it(name, () => fn(filed[key]!));

  it_('a reader by data scope reads every personal field masked in the list, the detail and the history', async (f) => {
    const secrets = fullValues(f.entry, f.form);
    expect(secrets.length).toBeGreaterThan(0);
    const base = moduleBase(f.entry);
    const page = await f.stranger.get(`${base}/page`, { size: '100' });
    const detail = await f.stranger.get(`${base}/detail`, { id: f.id });
    const history = await f.stranger.get(`${FLOW}/process/history-flow-list`, { processInstanceId: f.pid });
    expect(detail.status).toBe(200);
    for (const answer of [page, detail, history]) for (const s of secrets) expect(JSON.stringify(answer.body)).not.toContain(s);
    for (const m of maskedValues(f.entry, f.form)) expect(JSON.stringify(detail.body.data.form)).toContain(m);
    expect(privateShown(f.entry, detail.body.data.form)).toEqual([]);
  });

  it_('the sheet of the list holds the masks, never a full value', async (f) => {
    const answer = await download(p.stack.app, f.stranger, `${moduleBase(f.entry)}/exportList`);
    expect(answer.status).toBe(200);
    const text = await sheetText(answer.bytes);
    for (const s of fullValues(f.entry, f.form)) expect(text).not.toContain(s);
  });

  it_('the reviewer reads the detail masked too, and the full values through reveal, each answer logged', async (f) => {
    const base = moduleBase(f.entry);
    const detail = await f.reviewer.get(`${base}/detail`, { id: f.id });
    for (const s of fullValues(f.entry, f.form)) expect(JSON.stringify(detail.body)).not.toContain(s);
    const paths = personalPaths(f.entry.fields);
    const before = (await logRows(f.id)).length;
    const revealed = await f.reviewer.get(`${base}/reveal`, { id: f.id, fields: paths.join(','), purpose: 'review' });
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    expect(revealed.body.data).toEqual(revealedValues(f.form, paths));
    const log = await logRows(f.id);
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({ role: 'reviewer', module: f.entry.key, fields: paths, channel: 'reveal', purpose: 'review' });
  });

  it_('a list or its sheet asked to filter by a personal field is a 400 personalFilter naming it', async (f) => {
    for (const path of personalPaths(f.entry.fields)) {
      const value = [revealedValues(f.form, [path])[path]].flat()[0];
      for (const call of ['page', 'exportList']) {
        const answer = await f.applicant.get(`${moduleBase(f.entry)}/${call}`, { [path]: String(value ?? '1') });
        expect(answer.status, `${call} by ${path}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: path, rule: 'personalFilter' })]);
      }
    }
  });

  it_('a keyword holding a personal value finds nothing, even for the applicant who may read it in full', async (f) => {
    const base = moduleBase(f.entry);
    const all = await f.applicant.get(`${base}/page`, { size: '100' });
    expect(all.body.data.records.map((r: { id: string }) => r.id)).toContain(f.id);
    const { title } = await p.stack.db.selectFrom('record').select('title').where('id', '=', f.id).executeTakeFirstOrThrow();
    // A short value the title itself holds (a dictionary code) is found by the title, not by the field.
    const values = [Object.values(revealedValues(f.form, personalPaths(f.entry.fields)))].flat(2);
    const searched = values.filter((v): v is string => typeof v === 'string' && v !== '' && !String(title).includes(v.slice(0, 100)));
    expect(searched.length).toBeGreaterThan(0);
    for (const value of searched) {
      const found = await f.applicant.get(`${base}/page`, { size: '100', keyword: value.slice(0, 100) });
      expect(found.status).toBe(200);
      expect(
        found.body.data.records.map((r: { id: string }) => r.id),
        value,
      ).not.toContain(f.id);
    }
  });

  it_('a reader by data scope who never reviewed the record is refused reveal, and nothing is logged', async (f) => {
    const before = (await logRows(f.id)).length;
    const paths = personalPaths(f.entry.fields);
    const refused = await f.stranger.get(`${moduleBase(f.entry)}/reveal`, { id: f.id, fields: paths.join(','), purpose: 'other' });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeNull();
    expect(await logRows(f.id)).toHaveLength(before);
  });
});

describe('reveal and the log', () => {
  const first = () => filed[personal[0]!.key]!;

  it('the applicant union reads its own record in full, logged as the applicant', async () => {
    const f = first();
    const paths = personalPaths(f.entry.fields);
    const revealed = await f.applicant.get(`${moduleBase(f.entry)}/reveal`, { id: f.id, fields: paths[0]!, purpose: 'edit' });
    expect(revealed.status).toBe(200);
    expect((await logRows(f.id)).at(-1)).toMatchObject({ role: 'applicant', channel: 'edit', fields: [paths[0]] });
  });

  it('a field that is not personal is a 400 naming it', async () => {
    const f = first();
    const answer = await f.reviewer.get(`${moduleBase(f.entry)}/reveal`, { id: f.id, fields: f.entry.titleField, purpose: 'review' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(f.entry.titleField);
  });

  it('when the log cannot be written, reveal answers 500 and no value', async () => {
    const f = first();
    const db = p.stack.db;
    await sql`create function personal_data_view_refuse() returns trigger language plpgsql as $$
      begin raise exception 'the log is down'; end $$`.execute(db);
    await sql`create trigger personal_data_view_refuse before insert on personal_data_view
      for each row execute function personal_data_view_refuse()`.execute(db);
    try {
      const paths = personalPaths(f.entry.fields);
      const answer = await f.reviewer.get(`${moduleBase(f.entry)}/reveal`, { id: f.id, fields: paths.join(','), purpose: 'review' });
      expect(answer.status).toBe(500);
      for (const s of fullValues(f.entry, f.form)) expect(JSON.stringify(answer.body)).not.toContain(s);
    } finally {
      await sql`drop trigger personal_data_view_refuse on personal_data_view`.execute(db);
      await sql`drop function personal_data_view_refuse()`.execute(db);
    }
  });

  it('the log is append-only', async () => {
    const f = first();
    await expect(sql`update personal_data_view set purpose = 'other' where record_id = ${f.id}`.execute(p.stack.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from personal_data_view where record_id = ${f.id}`.execute(p.stack.db)).rejects.toThrow(/append-only/);
  });

  it('the administrator reads the log by record; an enterprise union may not', async () => {
    const f = first();
    const page = await sessions.admin!.get('/api/blade-system/personal-data-view/page', { recordId: f.id, size: '100' });
    expect(page.status).toBe(200);
    expect(page.body.data.records.length).toBe((await logRows(f.id)).length);
    expect(page.body.data.records[0]).toMatchObject({ recordId: f.id, module: f.entry.key });
    const corp = await login(p.stack.app, 'corp1');
    expect((await corp.get('/api/blade-system/personal-data-view/page')).status).toBe(403);
  });
});

describe('writes never store a mask', () => {
  it('a draft saved back with the masks it was shown keeps the stored values', async () => {
    const entry = personal.find((e) => serves(e, 'save') && e.starters[0] === 'corp')!;
    const applicant = sessions[starterOf(entry)]!;
    const base = moduleBase(entry);
    const sent = await exampleToSend(p.stack.app, applicant, entry);
    const saved = await applicant.post(`${base}/${pathsOf(entry, 'save')[0]}`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.id as string;
    const stored = async () =>
      (await p.stack.db.selectFrom('record').select('form').where('id', '=', id).executeTakeFirstOrThrow()).form as Record<string, unknown>;
    const before = await stored();
    const shown = (await applicant.get(`${base}/detail`, { id })).body.data.form as Record<string, unknown>;
    expect(maskedValues(entry, before).every((m) => JSON.stringify(shown).includes(m))).toBe(true);
    const again = await applicant.post(`${base}/${pathsOf(entry, 'save')[0]}`, { ...sent.form, ...pickPersonal(entry, shown), id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(revealedValues(await stored(), personalPaths(entry.fields))).toEqual(revealedValues(before, personalPaths(entry.fields)));
  });

  it('a mask is no valid input for a new record', async () => {
    const entry = personal.find((e) => serves(e, 'save') && e.starters[0] === 'corp')!;
    const applicant = sessions[starterOf(entry)]!;
    const field = entry.fields.find((f) => personalPaths([f]).includes(f.name))!;
    const mask = kindOf(field.kind).mask!(String(entry.example[field.name]));
    const sent = await exampleToSend(p.stack.app, applicant, entry);
    const answer = await applicant.post(`${moduleBase(entry)}/${pathsOf(entry, 'save')[0]}`, { ...sent.form, [field.name]: mask });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.data.errors)).toContain(field.name);
  });
});

/** The personal fields of a shown form (with their tables whole), as the console would send them back. */
function pickPersonal(entry: ModuleEntry, shown: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(personalPaths(entry.fields).map((p) => p.split('[].')[0]!));
  return Object.fromEntries(Object.entries(shown).filter(([k]) => names.has(k)));
}
