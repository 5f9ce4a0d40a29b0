import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { Lang } from '../../../catalogue';
import { todayInShanghai } from '../../platform/core';
import { disposition, openSheet } from '../documents';
import type { PersonalDataViewRow } from './view-log';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const WORDS = {
  zh: {
    title: '个人信息查看记录',
    head: ['序号', '查看时间', '查看人', '所属工会', '身份', '记录编号', '模块', '查看字段', '方式', '用途', 'IP'],
    role: { applicant: '申请单位', reviewer: '审核人' } as Record<string, string>,
  },
  en: {
    title: 'Personal data views',
    head: ['No.', 'Viewed at', 'Account', 'Union', 'As', 'Record', 'Module', 'Fields', 'Channel', 'Purpose', 'IP'],
    role: { applicant: 'Applicant', reviewer: 'Reviewer' } as Record<string, string>,
  },
} satisfies Record<Lang, unknown>;

/** The log as an .xlsx stream (`personal-data-view/export`): a title with the day, the header, one line per full view. */
export function sendViewLogSheet(request: FastifyRequest, reply: FastifyReply, rows: readonly PersonalDataViewRow[], lang: Lang) {
  const w = WORDS[lang];
  const day = todayInShanghai();
  const out = new PassThrough();
  const write = async () => {
    const sheet = await openSheet(out, { title: w.title, widths: [6, 20, 12, 28, 10, 20, 16, 36, 10, 10, 16], frozenRows: 2 });
    sheet.titleRow(`${w.title} ${day}`);
    sheet.row([...w.head], { bold: true });
    rows.forEach((r, i) =>
      sheet.row([
        i + 1,
        r.at,
        r.accountName,
        r.unionName,
        w.role[r.role] ?? r.role,
        r.recordId,
        r.module,
        r.fields.join(', '),
        r.channel,
        r.purpose,
        r.ip,
      ]),
    );
    await sheet.finish();
  };
  write().catch((err: unknown) => {
    request.log.error({ err }, 'personal data view sheet failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(XLSX)
    .header('content-disposition', disposition(`${w.title}-${day}.xlsx`))
    .header('cache-control', 'no-store')
    .send(out);
}
