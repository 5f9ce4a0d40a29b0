import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { givenUpStates, isIsoDate, isMobile, type ModuleEntry, type StarterIdent } from '../../../../catalogue';
import { dictLabels } from '../../documents';
import { AppError, forbidden, IdString, langOf, message, ok, okOf, todayInShanghai, type MessageKey } from '../../../platform/core';
import { readUploadedSheet, SheetProblems, type ImportRow } from '../../sheet-import';
import { saveOrSubmit } from '../../engine/record-commands';
import { checkedForm, type FormBody } from '../../engine/form-input';
import { headerOf, letterOf, memberColumns, TEAM_COLUMNS, type TeamColumn } from './team-sheet';
import { TEMPLATE_ROWS } from './team-template';

export const TeamImportBody = Type.Object(
  { filepath: { ...IdString, description: "The uploaded workbook's id (uploads, on an id reserved with getid)" } },
  { additionalProperties: false },
);

export const TeamImportAnswer = Type.Object({ created: Type.Integer(), ids: Type.Array(Type.String()) });

/** The rule of a bad cell and its message. */
const RULE_MESSAGES: Record<string, MessageKey> = {
  required: 'teamImportRequired',
  dict: 'teamImportDict',
  date: 'teamImportDate',
  notInFuture: 'teamImportFuture',
  year: 'teamImportYear',
  mobile: 'teamImportMobile',
  sameInTeam: 'teamImportSameInTeam',
  minItems: 'teamImportMinMembers',
  rowsWith: 'teamImportOneLeader',
  duplicate: 'teamImportDuplicate',
  column: 'teamImportNoColumn',
  field: 'teamImportField',
};

interface Team {
  key: string;
  rows: { number: number; values: Map<TeamColumn, string> }[];
}

/** The uploaded workbook: the caller's own upload to this module, an .xlsx by its content. */
async function uploadedSheet(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, upload: string) {
  const file = await app.db
    .selectFrom('attachment')
    .select(['object_key', 'mime'])
    .where('tenant_id', '=', request.viewer.tenantId)
    .where('module', '=', entry.key)
    .where('uploaded_by', '=', request.viewer.id)
    .where('id', '=', upload)
    .executeTakeFirst();
  return readUploadedSheet(file && { mime: file.mime, open: () => app.storage.getStream(file.object_key) }, {
    field: 'filepath',
    limits: { maxRows: TEMPLATE_ROWS },
  });
}

/** The team names the union already has for a year, live or as a draft (`duplicate`). */
async function namesTaken(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry): Promise<Set<string>> {
  const rows = await app.db
    .selectFrom('record')
    .select([sql<string>`form->>'year'`.as('year'), sql<string>`form->>'teamName'`.as('name')])
    .where('tenant_id', '=', request.viewer.tenantId)
    .where('module', '=', entry.key)
    .where('union_id', '=', request.viewer.unionId)
    .where('state', 'not in', givenUpStates)
    .execute();
  return new Set(rows.map((r) => `${r.year}\u0000${r.name}`));
}

/**
 * innovationteam `excel`: the teams of the uploaded template imported as drafts, one per (评定年度,
 * 团队名称) in the order of first appearance, each with its member rows. All or nothing: every cell
 * is checked first (its value, its team's agreement, the form's own rules as a draft), and one bad
 * cell imports nothing; the 400 names every bad cell by its row as Excel numbers it, its column by
 * header and letter, and the rule.
 */
export async function importTeams(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, upload: string) {
  if (!entry.starters.includes(request.viewer.ident as StarterIdent)) throw forbidden();
  const lang = langOf(request);
  const sheet = await uploadedSheet(app, request, entry, upload);
  const problems = new SheetProblems();
  const columnName = (c: TeamColumn) => `${c.header} (${letterOf(TEAM_COLUMNS.indexOf(c))})`;
  const fail = (row: number, c: TeamColumn, rule: string, vars: Record<string, string> = {}) =>
    problems.add({
      field: `rows[${row}].${c.target.split('.')[1]}`,
      row,
      column: columnName(c),
      rule,
      message: message(RULE_MESSAGES[rule] ?? 'teamImportField', lang, { column: c.header, ...vars }),
    });

  // Columns by header (with or without its *), wherever the user moved them.
  const at = new Map(TEAM_COLUMNS.map((c) => [c, sheet.header.findIndex((h) => h === c.header || h === headerOf(c))]));
  for (const [c, i] of at) if (i < 1 && c.required) fail(1, c, 'column');
  problems.refuseIfAny('teamImportInvalid');

  const labels = await dictLabels(app.db, request.viewer.tenantId, memberColumns(entry), 'zh');
  const keyOf = (code: string, text: string) => Object.entries(labels[code] ?? {}).find(([, label]) => label === text)?.[0];
  const today = todayInShanghai();
  const thisYear = Number(today.slice(0, 4));

  const teams = new Map<string, Team>();
  for (const { number, cells } of sheet.rows as ImportRow[]) {
    const values = new Map(TEAM_COLUMNS.map((c) => [c, (at.get(c)! > 0 ? (cells[at.get(c)!] ?? '') : '').trim()]));
    if ([...values.values()].every((v) => v === '')) continue;
    for (const [c, v] of values) {
      if (v === '') {
        if (c.required) fail(number, c, 'required');
        continue;
      }
      if (c.kind === 'dict' && !keyOf(c.dict!, v))
        fail(number, c, 'dict', { value: v, options: Object.values(labels[c.dict!] ?? {}).join('、') });
      if (c.kind === 'date' && !isIsoDate(v)) fail(number, c, 'date');
      else if (c.kind === 'date' && v > today) fail(number, c, 'notInFuture');
      if (c.kind === 'year' && !(/^\d{4}$/.test(v) && Number(v) >= 2000 && Number(v) <= thisYear))
        fail(number, c, 'year', { year: String(thisYear) });
      if (c.kind === 'mobile' && !isMobile(v)) fail(number, c, 'mobile');
    }
    const key = `${values.get(TEAM_COLUMNS[0]!)}\u0000${values.get(TEAM_COLUMNS[1]!)}`;
    const team = teams.get(key) ?? { key, rows: [] };
    team.rows.push({ number, values });
    teams.set(key, team);
  }

  const col = (target: TeamColumn['target']) => TEAM_COLUMNS.find((c) => c.target === target)!;
  const role = col('member.role');
  const mobile = col('team.leaderMobile');
  const leaderKey = keyOf('team_role', '负责人') ?? '1';
  const taken = await namesTaken(app, request, entry);
  const forms: FormBody[] = [];
  for (const team of teams.values()) {
    const [first, ...rest] = team.rows;
    // The team's own columns agree on every row of it: a later row that differs is named.
    for (const c of [col('team.field'), col('team.foundedDate')])
      for (const r of rest) if (r.values.get(c) !== first!.values.get(c)) fail(r.number, c, 'sameInTeam');
    if (team.rows.length < 3) fail(first!.number, col('member.name'), 'minItems', { min: '3' });
    const leaders = team.rows.filter((r) => keyOf('team_role', r.values.get(role)!) === leaderKey);
    if (leaders.length !== 1) fail(first!.number, role, 'rowsWith', { count: String(leaders.length) });
    for (const l of leaders) if (!l.values.get(mobile)) fail(l.number, mobile, 'required');
    if (taken.has(team.key)) fail(first!.number, col('team.teamName'), 'duplicate');
    const member = (r: Team['rows'][number]) =>
      Object.fromEntries(
        TEAM_COLUMNS.filter((c) => c.target.startsWith('member.')).map((c) => {
          const v = r.values.get(c)!;
          return [c.target.slice('member.'.length), v === '' ? null : c.dict ? (keyOf(c.dict, v) ?? v) : v];
        }),
      );
    const leader = leaders[0];
    forms.push({
      year: Number(first!.values.get(col('team.year'))) || null,
      teamName: first!.values.get(col('team.teamName')) ?? '',
      field: first!.values.get(col('team.field')) ?? '',
      foundedDate: first!.values.get(col('team.foundedDate')) || null,
      leaderName: leader?.values.get(col('member.name')) ?? '',
      leaderMobile: leader?.values.get(mobile) ?? '',
      members: team.rows.map(member),
    });
  }
  // The form's own rules, as a draft: what the cells above did not catch is named on the team's first row.
  if (problems.count === 0)
    for (const [i, form] of forms.entries()) {
      const first = [...teams.values()][i]!.rows[0]!;
      await checkedForm(app.db, entry, request.viewer.tenantId, '0', form, 'draft', lang, request.viewer.unionId).catch((err: unknown) => {
        if (!(err instanceof AppError) || err.status !== 400) throw err;
        const errors = (err.data as { errors?: { field: string; rule: string; message?: string }[] } | null)?.errors ?? [];
        for (const e of errors)
          problems.add({
            field: e.field,
            row: first.number,
            column: e.field,
            rule: e.rule,
            message: e.message || message('teamImportField', lang, { column: e.field }),
          });
      });
    }
  problems.refuseIfAny('teamImportInvalid');

  const ids: string[] = [];
  for (const form of forms) ids.push((await saveOrSubmit(app, request, entry, form, 'draft')).recordId);
  return { created: ids.length, ids };
}

export function registerTeamImport(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/excel',
    {
      config: { permission: `${entry.key}.edit`, command: true, jobs: 'import' },
      schema: {
        tags: [entry.key],
        summary: 'Import teams and their members from the uploaded template as drafts: all or nothing, every bad cell named',
        body: TeamImportBody,
        response: { 200: okOf(TeamImportAnswer) },
      },
    },
    async (request) => ok(request, await importTeams(app, request, entry, request.body.filepath)),
  );
}
