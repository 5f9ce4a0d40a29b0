import type { Writable } from 'node:stream';
import { excelCell, type CellContext, type FormValue, type Lang, type ModuleEntry } from '../../../../catalogue';
import { headerRows, openSheet, signatureLine, type SheetRecord } from '../../documents';
import { layoutColumns } from './federation-layout';

/** The summary record and the gathered records, as the sheet reads them. */
export interface SummarySheetFacts {
  summary: { entry: ModuleEntry; unionName: string; stateName: string; form: Record<string, FormValue>; ctx: CellContext };
  /**
   * `birthMonths`: each gathered record's 出生年月 (yyyy-mm) read from its stored ID number before the
   * number is masked, as the federation's form prints it beside the masked number.
   */
  source: { entry: ModuleEntry; records: SheetRecord[]; ctx: CellContext; birthMonths: ReadonlyMap<string, string> };
}

/** The full-width space the federation's forms separate items of a line with. */
const GAP = '\u3000';

const HEAD = {
  zh: {
    title: (year: string, kind: string) => `${year}年${kind}推荐人选汇总表`,
    union: '推荐单位（盖章）：',
    places: '分配名额：',
    reported: '实际推荐：',
    state: '状态：',
    total: '合计',
    opinion: '推荐意见：',
    contact: '联系人：',
    mobile: '联系电话：',
  },
  en: {
    title: (year: string, kind: string) => `${kind}: nominations sent upward, ${year}`,
    union: 'Nominating union (seal): ',
    places: 'Places: ',
    reported: 'Nominated: ',
    state: 'State: ',
    total: 'Total',
    opinion: 'Opinion: ',
    contact: 'Contact: ',
    mobile: 'Mobile: ',
  },
} as const;

const cellText = (summary: SummarySheetFacts['summary'], name: string): string => {
  const f = summary.entry.fields.find((x) => x.name === name);
  const v = f && summary.form[name] !== undefined ? excelCell(f, summary.form[name], summary.ctx) : '';
  return v === null || v === undefined ? '' : String(v);
};

/**
 * The summary sheet (汇总表) in the federation's layout (docs/forms/group-a-model-workers.md,
 * "Printouts and sheets"): the title and the union's line merged across, two header rows with 人员类别
 * merged over its four columns (the others merged down), one row per gathered nomination, the 合计
 * row, the opinion, the contact and the seal and date block; the header rows are frozen.
 */
export async function writeSummarySheet(out: Writable, facts: SummarySheetFacts, lang: Lang): Promise<void> {
  const { summary, source } = facts;
  const h = HEAD[lang];
  const columns = layoutColumns(source.entry, lang);
  const sheet = await openSheet(out, {
    title: summary.entry.title[lang],
    widths: columns.map((c) => c.width),
    frozenRows: 2 + headerRows(columns).rows.length,
  });
  const year = (source.records[0]?.submitTime ?? '').slice(0, 4) || String(new Date().getFullYear());
  const kind =
    cellText(summary, summary.entry.rollUp?.kindField ?? summary.entry.period?.field ?? 'selectionType') || summary.entry.title[lang];
  sheet.across(h.title(year, kind), { bold: true, size: 14 });
  sheet.across(
    `${h.union}${summary.unionName}${GAP}${GAP}${h.places}${cellText(summary, 'quota')}${GAP}${h.reported}${source.records.length}${GAP}${GAP}${h.state}${summary.stateName}`,
  );
  // Two header rows: 人员类别 merged over its columns, every other header merged down (as the 台账's `headerGroups`).
  sheet.header(columns);
  const forms = source.records.map((r) => (r.form ?? {}) as Record<string, FormValue>);
  source.records.forEach((r, i) =>
    sheet.row(columns.map((c) => c.cell(r, forms[i]!, source.ctx, i, { birthMonth: source.birthMonths.get(String(r.id)) }))),
  );
  const totals = columns.map((c, i) => (i === 0 ? h.total : (c.total?.(forms) ?? '')));
  sheet.block([totals], [], { bold: true });
  sheet.across(`${h.opinion}${cellText(summary, 'opinion')}`);
  sheet.across(`${h.contact}${cellText(summary, 'contactName')}${GAP}${h.mobile}${cellText(summary, 'mobile')}`);
  sheet.across(signatureLine(['sealDate'], lang));
  await sheet.finish();
}
