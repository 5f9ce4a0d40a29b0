import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../catalogue';
import { todayInShanghai } from '../../platform/core';
import { openSheet } from '../documents';
import type { honourViews } from './honour-list';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = Awaited<ReturnType<typeof honourViews>>[number];

const WORDS = {
  zh: {
    title: { person: '荣誉成果台账（个人）', team: '荣誉成果台账（集体）' },
    head: ['序号', '荣誉名称', '级别', '年度', '获得者', '身份证号', '所在工会', '工作单位', '授予单位', '文号', '授予日期', '来源'],
    filter: (year: string, level: string) => `年度：${year}，级别：${level}`,
    all: '全部',
    total: (n: number) => `合计 ${n}`,
  },
  en: {
    title: { person: 'Honours (persons)', team: 'Honours (collectives)' },
    head: ['No.', 'Honour', 'Level', 'Year', 'Holder', 'ID number', 'Union', 'Employer', 'Awarded by', 'Decision', 'Date', 'Source'],
    filter: (year: string, level: string) => `Year: ${year}  Level: ${level}`,
    all: 'all',
    total: (n: number) => `Total ${n}`,
  },
} as const;

/**
 * The honours ledger (荣誉成果台账) as an .xlsx stream: the title, the filter line, the header, one row
 * per honour (the ID number masked as in the list), then the total and the count of each level.
 */
export function sendHonourSheet(
  request: FastifyRequest,
  reply: FastifyReply,
  facts: { type: 'person' | 'team'; year?: number; levelName?: string; rows: Row[] },
  lang: Lang,
) {
  const w = WORDS[lang];
  const title = w.title[facts.type];
  const out = new PassThrough();
  const write = async () => {
    const sheet = await openSheet(out, { title, widths: [6, 24, 12, 8, 14, 22, 22, 26, 22, 20, 12, 16], frozenRows: 3 });
    sheet.titleRow(title);
    sheet.row([w.filter(facts.year ? String(facts.year) : w.all, facts.levelName ?? w.all)]);
    sheet.row([...w.head], { bold: true });
    facts.rows.forEach((h, i) =>
      sheet.row([
        i + 1,
        h.honourName,
        h.levelName,
        h.year,
        h.holderName,
        h.idCardMasked,
        h.unionName,
        h.unitName,
        h.awardingBody,
        h.decisionNo,
        h.awardDate,
        h.sourceModule,
      ]),
    );
    const byLevel = new Map<string, number>();
    for (const h of facts.rows) byLevel.set(h.levelName, (byLevel.get(h.levelName) ?? 0) + 1);
    sheet.row([w.total(facts.rows.length), ...[...byLevel].map(([level, n]) => `${level} ${n}`)], { bold: true });
    await sheet.finish();
  };
  write().catch((err: unknown) => {
    request.log.error({ err }, 'honour sheet failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  const day = todayInShanghai();
  return reply
    .type(XLSX)
    .header(
      'content-disposition',
      `attachment; filename="honours-${facts.type}-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}-${day}.xlsx`)}`,
    )
    .header('cache-control', 'no-store')
    .send(out);
}
