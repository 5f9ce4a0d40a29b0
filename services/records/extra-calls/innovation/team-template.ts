import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { dictLabels, disposition, openSheet } from '../../documents';
import { fileAnswer } from '../../../platform/core';
import { headerOf, memberColumns, TEAM_COLUMNS } from './team-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows the drop-downs cover: as many as one import takes. */
export const TEMPLATE_ROWS = 500;

const NOTES = [
  '填写说明',
  '1. 每行填写一名团队成员；同一团队的各行，评定年度、团队名称、技术领域、成立时间须一致。',
  '2. 带*的列为必填；性别、学历、职称、职业技能等级、团队角色请从下拉列表中选择。',
  '3. 成立时间按yyyy-mm-dd填写，不得晚于今天；评定年度不得晚于本年度。',
  '4. 每个团队至少3名成员，有且只有1名团队角色为“负责人”的成员，并在该行填写负责人手机。',
  '5. 导入时全部检查：任何一处有误，整个文件都不导入，并逐一指出错误所在的行、列和原因。',
  '6. 导入后每个团队生成一份草稿，请补充本年度创新项目、年度工作情况和附件后提交。',
  '7. 系统只读取第一张工作表。',
];

/**
 * innovationteam `template`: the import template (企业创新团队导入模板), written by the one sheet
 * writer: the header row, each dictionary column a drop-down of the tenant's labels, and a second
 * sheet of instructions.
 */
export async function teamTemplate(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry) {
  const labels = await dictLabels(app.db, request.viewer.tenantId, memberColumns(entry), 'zh');
  const out = new PassThrough();
  const sheet = await openSheet(out, {
    title: '企业创新团队',
    widths: TEAM_COLUMNS.map((c) => c.width),
    frozenRows: 1,
    lists: TEAM_COLUMNS.map((c) => (c.dict ? Object.values(labels[c.dict] ?? {}) : undefined)),
    listRows: TEMPLATE_ROWS,
    notes: { title: '填写说明', lines: NOTES },
  });
  sheet.row(TEAM_COLUMNS.map(headerOf), { bold: true });
  sheet.finish().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

export function registerTeamTemplate(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/template',
    {
      config: { permission: `${entry.key}.view`, jobs: 'document' },
      schema: {
        tags: [entry.key],
        summary: 'The import template of teams and their members (.xlsx)',
        produces: [XLSX],
        response: { 200: fileAnswer(XLSX, 'The template: a header row, drop-downs of the dictionaries, and the instructions') },
      },
    },
    async (request, reply) => {
      const stream = await teamTemplate(app, request, entry);
      return reply
        .type(XLSX)
        .header('content-disposition', disposition('企业创新团队导入模板.xlsx'))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
