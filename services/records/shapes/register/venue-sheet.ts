import type { Lang } from '../../../../catalogue';
import { renderDocument, type DocumentSpec } from '../../documents';
import type { RegisterRowView } from './register-rows';

const WORDS = {
  zh: {
    title: (union: string) => `${union}阵地台账`,
    asOf: (day: string) => `截至${day}`,
    caption: '阵地明细',
    head: ['序号', '名称', '编码', '状态', '认定日期', '停用日期', '管理人', '联系电话'],
    state: { active: '在用', closed: '已停用' },
    total: (active: number, closed: number) => `合计：在用${active}处，已停用${closed}处`,
    sums: (parts: string) => `在用合计：${parts}`,
    sign: [
      ['填报人：', '联系电话：'],
      ['审核人：', '填报日期：'],
    ],
    seal: '填报单位（盖章）',
    footer: (page: number, pages: number) => `第${page}页 共${pages}页`,
  },
  en: {
    title: (union: string) => `${union}: register of venues`,
    asOf: (day: string) => `As of ${day}`,
    caption: 'Venues',
    head: ['No.', 'Name', 'Code', 'State', 'Since', 'Closed on', 'Keeper', 'Phone'],
    state: { active: 'In use', closed: 'Closed' },
    total: (active: number, closed: number) => `Total: ${active} in use, ${closed} closed`,
    sums: (parts: string) => `In use: ${parts}`,
    sign: [
      ['Filled in by:', 'Phone:'],
      ['Reviewed by:', 'Date:'],
    ],
    seal: 'Union (seal)',
    footer: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

/** A text of the row's data, the first of `names` it has, or ''. */
const text = (data: Record<string, unknown>, ...names: string[]) => {
  for (const n of names) if (typeof data[n] === 'string' || typeof data[n] === 'number') return String(data[n]);
  return '';
};

/**
 * The register sheet's printout (template `venueSheet`, group-c-field.md field5): a union's rows as
 * its register stands today, one table line per row (personal columns masked as in the list), the
 * totals, and the lines signed and sealed by hand.
 */
export function venueSheet(
  facts: { unionName: string; day: string; rows: readonly RegisterRowView[]; sums: Record<string, number> },
  lang: Lang,
): Promise<Buffer> {
  const w = WORDS[lang];
  const active = facts.rows.filter((r) => r.state === 'active').length;
  const sums = Object.entries(facts.sums).map(([k, v]) => `${k} ${v}`);
  const spec: DocumentSpec = {
    title: w.title(facts.unionName),
    header: w.title(facts.unionName),
    blocks: [
      { kind: 'title', text: w.title(facts.unionName) },
      { kind: 'line', text: w.asOf(facts.day), align: 'right' },
      {
        kind: 'table',
        caption: w.caption,
        header: [...w.head],
        rows: facts.rows.map((r, i) => [
          String(i + 1),
          r.name,
          r.key ?? '',
          w.state[r.state],
          r.recognisedOn,
          r.closedOn ?? '',
          text(r.data, 'managerName', 'contactName'),
          text(r.data, 'managerTel', 'contactMobile'),
        ]),
      },
      { kind: 'line', text: w.total(active, facts.rows.length - active) },
      ...(sums.length ? [{ kind: 'line' as const, text: w.sums(sums.join('，')) }] : []),
      { kind: 'signature', lines: [...w.sign.map((l) => [...l]), [w.seal, '']] },
    ],
    footer: w.footer,
  };
  return renderDocument(spec);
}
