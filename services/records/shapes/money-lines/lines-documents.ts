import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { keyColumn, presetCodes, type FieldDef, type ModuleEntry } from '../../../../catalogue';
import { IdString } from '../../../platform/core';
import { disposition, linesSheetName, signatureLine, writeLinesSheet, type LinesTable } from '../../documents';
import { fileAnswer, findVisibleRecord, seenRow } from '../../engine';
import { linesField } from './lines-import';
import { inferredCall } from '../../../platform/openapi';
import { LINES_INFERRED } from './lines-inferred';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NOTES = [
  '填写说明',
  '1. 请勿修改表头；科目编码列填写工会会计科目编码（按月份的明细填写yyyy-MM），明细科目写在其科目之下。',
  '2. 金额以元为单位，至多两位小数，请填写数值，不要填写公式。',
  '3. 预置的科目可以为空，但不要删除；“合计”行及其以下的内容不导入，合计由系统计算。',
  '4. 导入时全部检查：任何一处有误，整个文件都不导入，并逐一指出错误所在的行、列和原因。',
  '5. 导入只保存草稿，请核对后再提交。系统只读取第一张工作表。',
];

/** A stream of the sheet, ended with its error if writing fails half way. */
function streamed(write: (out: PassThrough) => Promise<void>): PassThrough {
  const out = new PassThrough();
  write(out).catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** The lines a template starts with: the field's preset subjects, amounts empty. */
function presetLines(field: FieldDef & { lines: NonNullable<FieldDef['lines']> }): Record<string, unknown>[] {
  const { lines } = field;
  if (!lines.preset || !('subject' in lines.key)) return [];
  return presetCodes(lines.preset, lines.key.subject.classes).map((code) => ({ [keyColumn(lines)]: code }));
}

/**
 * `linesTemplate` (GET ?field=): the field's sheet in the federation's layout with its preset lines
 * and the amounts empty, and a second sheet of instructions; `importLines` reads it back.
 */
export function registerLinesTemplate(base: FastifyInstance, entry: ModuleEntry, fields: readonly FieldDef[]): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/linesTemplate',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: `The import template of a lines field (${fields.map((f) => f.name).join(', ')}): the federation's layout, preset lines, amounts empty (.xlsx)`,
        querystring: Type.Object({ field: Type.String({ maxLength: 60 }) }, { additionalProperties: false }),
        produces: [XLSX],
        ...inferredCall(LINES_INFERRED),
        response: { 200: fileAnswer(XLSX, 'The template and a sheet of instructions') },
      },
    },
    async (request, reply) => {
      const field = linesField(entry, fields, request.query.field);
      const title = `${entry.title.zh}·${field.label.zh}`;
      const table: LinesTable = { label: field.label.zh, lines: field.lines, rows: presetLines(field) };
      const stream = streamed((out) =>
        writeLinesSheet(out, {
          title,
          union: request.viewer.unionName,
          tables: [table],
          notes: { title: '填写说明', lines: NOTES },
          lang: 'zh',
        }),
      );
      return reply
        .type(XLSX)
        .header('content-disposition', disposition(`${title}导入模板.xlsx`))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}

/**
 * `linesSheet` (GET ?id=, `document.linesSheet`): the record's 预算表 / 决算表 as the viewer sees it,
 * as last submitted (the draft before any submit), in the federation's layout.
 */
export function registerLinesSheet(base: FastifyInstance, entry: ModuleEntry): void {
  const def = entry.document?.linesSheet;
  if (!def) return;
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/linesSheet',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: "The record's lines sheet (预算表 / 决算表) in the federation's layout (.xlsx)",
        querystring: Type.Object({ id: IdString }, { additionalProperties: false }),
        produces: [XLSX],
        ...inferredCall(LINES_INFERRED),
        response: { 200: fileAnswer(XLSX, "The sheet: title, preparer's seal, the tables with their 合计 rows, the signature rows") },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const row = await seenRow(app.db, viewer, await findVisibleRecord(app.db, viewer, { id: request.query.id }, entry.key), 'zh');
      const form = (row.submitted_form ?? row.form) as Record<string, unknown>;
      const union = await app.db
        .selectFrom('union_org')
        .select('name')
        .where('tenant_id', '=', row.tenant_id)
        .where('id', '=', row.union_id)
        .executeTakeFirst();
      const byName = new Map(entry.fields.map((f) => [f.name, f]));
      const year = def.yearField ? form[def.yearField] : undefined;
      const title = `${typeof year === 'number' || typeof year === 'string' ? `${year}年度` : ''}${def.title.zh}`;
      const tables = def.fields.flatMap((name) => {
        const f = byName.get(name);
        if (!f?.lines || (row.seen && !row.seen.includes(name))) return [];
        const rows = Array.isArray(form[name]) ? (form[name] as Record<string, unknown>[]) : [];
        return [{ label: f.label.zh, lines: f.lines, rows }];
      });
      const figures = (def.totals ?? []).flatMap((name) => {
        const f = byName.get(name);
        return f && (!row.seen || row.seen.includes(name)) ? [{ label: f.label.zh, fen: form[name] }] : [];
      });
      const stream = streamed((out) =>
        writeLinesSheet(out, {
          title,
          union: union?.name ?? '',
          tables,
          figures,
          signatureRows: def.signatureRows.map((items) => signatureLine(items, 'zh')),
          lang: 'zh',
        }),
      );
      return reply
        .type(XLSX)
        .header('content-disposition', disposition(linesSheetName(entry, row.id)))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
