import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang, ModuleEntry, RegisterDef } from '../../../../catalogue';
import { todayInShanghai } from '../../../platform/core';
import { cellContext, openSheet } from '../../documents';
import { figuresOf, numberOf } from './register-figures';
import { ownSheetFields, writeOwnSheet } from './register-own-sheet';
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
  facts: { entry: ModuleEntry; def: RegisterDef; rows: RegisterRowView[] },
  lang: Lang,
) {
  const w = WORDS[lang];
  const name = facts.entry.title[lang];
  const { figures, summed } = figuresOf(facts.entry, facts.def, lang);
  const inRegister = facts.rows.filter((r) => r.state === 'active');
  const sums = Object.fromEntries(summed.map((f) => [f, inRegister.reduce((n, r) => n + (numberOf(r.data[f]) ?? 0), 0)]));
  const day = todayInShanghai();
  const own = facts.def.sheet;
  const viewer = request.viewer;
  // A register with its own sheet names the caller's union in its title (`<union>覆盖企业名录（截至…）`).
  const title = own ? w.title(`${viewer.unionName}${own.title[lang]}`, day) : w.title(name, day);
  const out = new PassThrough();
  const writeOwn = async (def: NonNullable<RegisterDef['sheet']>) => {
    const fields = ownSheetFields(facts.entry, def);
    const ctx = await cellContext(
      request.server.db,
      viewer.tenantId,
      fields,
      facts.rows.map((r) => ({ ...r.data, closeReason: r.closeReason })),
      lang,
    );
    const open = (widths: number[], formats: (string | undefined)[]) => openSheet(out, { title: name, widths, formats, frozenRows: 2 });
    await writeOwnSheet(
      open,
      { entry: facts.entry, def, rows: facts.rows, figures, sums, ctx, viewerUnionId: viewer.unionId, title },
      lang,
    );
  };
  const write = async () => {
    if (own) return writeOwn(own);
    const [fixed, contact] = [w.head.slice(0, 7), w.head.slice(7)];
    const sheet = await openSheet(out, {
      title: name,
      widths: [6, 30, 22, 28, 10, 12, 14, ...figures.map(() => 10), 12, 14],
      formats: [...fixed.map(() => undefined), ...figures.map((f) => f.format), undefined, undefined],
      frozenRows: 2,
    });
    sheet.titleRow(title);
    sheet.row([...fixed, ...figures.map((f) => f.header), ...contact], { bold: true });
    facts.rows.forEach((r, i) =>
      sheet.row([
        i + 1,
        r.name,
        r.key,
        r.unionName,
        w.state[r.state],
        r.recognisedOn,
        r.closedOn,
        ...figures.map((f) => f.cell(r.data)),
        text(r.data, 'contactName', 'managerName'),
        text(r.data, 'contactMobile', 'managerTel'),
      ]),
    );
    const active = inRegister.length;
    const totals = figures.length ? [...fixed.slice(1).map(() => null), ...figures.map((f) => f.total(sums))] : [];
    sheet.row([w.total(active, facts.rows.length - active), ...totals], { bold: true });
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
      `attachment; filename="register-${facts.def.key}-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`,
    )
    .header('cache-control', 'no-store')
    .send(out);
}
