import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../../catalogue';
import { todayInShanghai } from '../../../platform/core';
import { openSheet } from '../../documents';
import type { RegisterRowView } from './register-rows';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const WORDS = {
  zh: {
    title: (name: string, day: string) => `${name}（截至${day}）`,
    head: ['序号', '名称', '编码', '所属工会', '状态', '纳入日期', '停用/移除日期', '联系人', '联系电话'],
    state: { active: '在册', closed: '已移除' },
    total: (active: number, closed: number) => `合计：在册${active}个，已移除${closed}个`,
  },
  en: {
    title: (name: string, day: string) => `${name} (as of ${day})`,
    head: ['No.', 'Name', 'Code', 'Union', 'State', 'Since', 'Closed on', 'Contact', 'Contact phone'],
    state: { active: 'Active', closed: 'Removed' },
    total: (active: number, closed: number) => `Total: ${active} active, ${closed} removed`,
  },
} as const;

/** A text column of the row, or nothing. */
const text = (data: Record<string, unknown>, ...names: string[]) => {
  for (const n of names) if (typeof data[n] === 'string' || typeof data[n] === 'number') return String(data[n]);
  return null;
};

/** The register as an .xlsx stream: title with the day, header, one line per row (personal columns masked as in the list), the total. */
export function sendRegisterSheet(
  request: FastifyRequest,
  reply: FastifyReply,
  facts: { name: string; key: string; rows: RegisterRowView[] },
  lang: Lang,
) {
  const w = WORDS[lang];
  const day = todayInShanghai();
  const title = w.title(facts.name, day);
  const out = new PassThrough();
  const write = async () => {
    const sheet = await openSheet(out, { title: facts.name, widths: [6, 30, 22, 28, 10, 12, 14, 12, 14], frozenRows: 2 });
    sheet.titleRow(title);
    sheet.row([...w.head], { bold: true });
    facts.rows.forEach((r, i) =>
      sheet.row([
        i + 1,
        r.name,
        r.key,
        r.unionName,
        w.state[r.state],
        r.recognisedOn,
        r.closedOn,
        text(r.data, 'contactName', 'managerName'),
        text(r.data, 'contactMobile', 'managerTel'),
      ]),
    );
    const active = facts.rows.filter((r) => r.state === 'active').length;
    sheet.row([w.total(active, facts.rows.length - active)], { bold: true });
    await sheet.finish();
  };
  write().catch((err: unknown) => {
    request.log.error({ err }, 'register sheet failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(XLSX)
    .header(
      'content-disposition',
      `attachment; filename="register-${facts.key}-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`,
    )
    .header('cache-control', 'no-store')
    .send(out);
}
