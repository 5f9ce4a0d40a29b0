import type { FieldDef, ModuleEntry } from '../../catalogue';
import type { RecordView } from '../crop';
import type { ReviewLine } from './review-lines';
import { renderPdf, type PdfLine } from './simple-pdf';

/** What the preview shows beyond the record: region names and the reviews so far. */
export interface PreviewFacts {
  /** Full region names by code (`regionFullNames`). */
  regionNames?: ReadonlyMap<string, string>;
  reviews?: ReviewLine[];
}

const OUTCOME = { approve: '通过', return: '退回' } as const;

function show(field: FieldDef, value: unknown, facts: PreviewFacts): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? `${value.length} 个文件` : '—';
  if (field.kind === 'region') return facts.regionNames?.get(String(value)) ?? String(value);
  return String(value);
}

function reviewSection(reviews: ReviewLine[]): PdfLine[] {
  const lines: PdfLine[] = [{ text: '审核记录', size: 13, bold: true }];
  if (reviews.length === 0) return [...lines, { text: '暂无审核记录', size: 10 }];
  reviews.forEach((r, i) => {
    lines.push({ text: `${i + 1}. ${r.stageName}  ${r.reviewerUnion} ${r.reviewerName}  ${OUTCOME[r.outcome]}  ${r.time}`, size: 10 });
    lines.push({ text: `    意见:${r.comment || '—'}`, size: 10 });
  });
  return lines;
}

/** The preview PDF of a record as last submitted (or as drafted, before any submission), with every review. */
export function recordPreviewPdf(
  entry: ModuleEntry,
  record: RecordView,
  form: Record<string, unknown>,
  attachmentNames: string[],
  facts: PreviewFacts = {},
): Buffer {
  const lines: PdfLine[] = [
    { text: entry.title.zh, size: 18, bold: true },
    { text: `编号:${record.id}    状态:${record.stateName}${record.stageName ? `(${record.stageName})` : ''}`, size: 10 },
    { text: `申请单位:${record.unionName}    提交时间:${record.submitTime ?? '未提交'}`, size: 10 },
    { text: ' ', size: 6 },
  ];
  for (const section of entry.sections ?? [{ key: undefined, title: { zh: '', en: '' } }]) {
    const fields = entry.fields.filter((f) => f.section === section.key && f.kind !== 'attachments');
    if (fields.length === 0) continue;
    if (section.title.zh) lines.push({ text: section.title.zh, size: 13, bold: true });
    for (const f of fields) lines.push({ text: `${f.label.zh}:${show(f, form[f.name], facts)}` });
  }
  if (attachmentNames.length) {
    lines.push({ text: '附件', size: 13, bold: true });
    for (const name of attachmentNames) lines.push({ text: `· ${name}` });
  }
  lines.push({ text: ' ', size: 6 }, ...reviewSection(facts.reviews ?? []));
  return renderPdf(`${entry.title.zh} ${record.id}`, lines);
}
