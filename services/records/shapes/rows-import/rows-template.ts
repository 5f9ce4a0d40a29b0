import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { FieldDef, ModuleEntry } from '../../../../catalogue';
import { fileAnswer } from '../../../platform/core';
import { inferredCall } from '../../../platform/openapi';
import { dictLabels, disposition, openSheet } from '../../documents';
import { headerOf } from './read-rows';
import { ROWS_INFERRED, XLSX, importField, maxRowsOf } from './rows-field';

/** Kinds Excel would turn into numbers or days where the text is what counts (an ID number's 18 digits): text cells. */
const AS_TEXT = new Set<FieldDef['kind']>(['text', 'idCard', 'mobile', 'bankAccount', 'landline', 'uscc', 'email', 'date']);

const notes = (field: FieldDef, maxRows: number) => [
  '填写说明',
  `1. 每行填写「${field.label.zh}」的一行，至多${maxRows}行；请勿修改表头，带*的列为必填。`,
  '2. 选项列请从下拉列表中选择（按名称填写，也可填英文名称或代码）；多选以顿号“、”分隔。',
  '3. 身份证号按18位填写（校验位X大写或小写均可），日期按yyyy-mm-dd填写，金额以元为单位、至多两位小数。',
  '4. 导入时全部检查：任何一处有误，整个文件都不导入，并逐一指出错误所在的行、列和原因。',
  '5. 导入的行填入表单，替换表格中原有的行；请核对后保存或提交。系统只读取第一张工作表。',
];

/**
 * `rowsTemplate` (GET ?field=): the import template of a rows field with `rowsImport`, written by the
 * one sheet writer: a header row of the field's columns (`*` where required), a drop-down of the
 * tenant's labels for each choice column, text cells where Excel would mangle the text, and a second
 * sheet of instructions. `rowsImport` reads it back.
 */
export function registerRowsTemplate(base: FastifyInstance, entry: ModuleEntry, fields: readonly FieldDef[]): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/rowsTemplate',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: `The import template of a table of the form (${fields.map((f) => f.name).join(', ')}): its columns as the header, drop-downs of the choices (.xlsx)`,
        querystring: Type.Object({ field: Type.String({ maxLength: 60 }) }, { additionalProperties: false }),
        produces: [XLSX],
        ...inferredCall(ROWS_INFERRED),
        response: { 200: fileAnswer(XLSX, "The template: the columns' header row, drop-downs of the choices, and the instructions") },
      },
    },
    async (request, reply) => {
      const field = importField(fields, request.query.field);
      const columns = field.columns ?? [];
      const labels = await dictLabels(app.db, request.viewer.tenantId, columns, 'zh');
      const maxRows = maxRowsOf(field);
      const out = new PassThrough();
      const sheet = await openSheet(out, {
        title: field.label.zh,
        widths: columns.map((c) => (c.kind === 'idCard' ? 22 : Math.max(12, c.label.zh.length * 2 + 4))),
        formats: columns.map((c) => (AS_TEXT.has(c.kind) ? '@' : c.kind === 'money' ? '0.00' : undefined)),
        frozenRows: 1,
        lists: columns.map((c) => (c.kind === 'dict' && c.dict ? Object.values(labels[c.dict] ?? {}) : undefined)),
        listRows: maxRows,
        notes: { title: '填写说明', lines: notes(field, maxRows) },
      });
      sheet.row(
        columns.map((c) => headerOf(c)),
        { bold: true },
      );
      sheet.finish().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
      return reply
        .type(XLSX)
        .header('content-disposition', disposition(`${entry.title.zh}·${field.label.zh}导入模板.xlsx`))
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
