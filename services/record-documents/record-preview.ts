import { cellText, type CellContext, type FieldDef, type FormValue, type ModuleEntry } from '../../catalogue';
import { pdfBytes } from './pdf-document';
import type { ReviewLine } from './review-lines';

/** The record's facts the preview heads with (a record view has them all). */
export interface PreviewHeader {
  id: string;
  unionName: string;
  stateName: string;
  stageName: string | null;
  submitTime: string | null;
}

/** What the preview shows beyond the record: names for ids (dictionary labels, regions…) and the reviews so far. */
export interface PreviewFacts extends Omit<CellContext, 'lang'> {
  reviews?: ReviewLine[];
}

/** A stored value as the field registry reads it (dictionary keys by label, money in yuan). */
const text = (field: FieldDef, value: unknown, facts: PreviewFacts) =>
  cellText(field, value as FormValue | undefined, { ...facts, lang: 'zh' }, '—');

const OUTCOME = { approve: '通过', return: '退回' } as const;
const SMALL = 10;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, title: string): void {
  doc.moveDown(0.6).fontSize(13).text(title).moveDown(0.2).fontSize(SMALL);
}

/** A rows field as a table: one column per column field, a header row of labels. */
function rowsTable(doc: Doc, field: FieldDef, value: unknown, facts: PreviewFacts): void {
  const columns = field.columns ?? [];
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  doc.text(`${field.label.zh}:${rows.length ? '' : '—'}`);
  if (rows.length === 0 || columns.length === 0) return;
  doc.moveDown(0.2);
  doc.table({
    defaultStyle: { padding: [3, 4, 3, 4], border: 0.5, borderColor: '#888888' },
    data: [
      columns.map((c) => ({ text: c.label.zh, type: 'TH' as const, backgroundColor: '#eeeeee' })),
      ...rows.map((row) => columns.map((c) => text(c, row[c.name], facts))),
    ],
  });
  doc.moveDown(0.4);
  doc.x = doc.page.margins.left;
}

function formSection(doc: Doc, entry: ModuleEntry, form: Record<string, unknown>, facts: PreviewFacts): void {
  const named = new Set((entry.sections ?? []).map((s) => s.key));
  // Fields outside every named section come last, under no heading.
  const groups = [...(entry.sections ?? []), { key: undefined, title: { zh: '', en: '' } }];
  for (const section of groups) {
    const inGroup = (f: FieldDef) =>
      section.key === undefined ? f.section === undefined || !named.has(f.section) : f.section === section.key;
    const fields = entry.fields.filter((f) => inGroup(f) && f.kind !== 'attachments');
    if (fields.length === 0) continue;
    if (section.title.zh) heading(doc, section.title.zh);
    for (const f of fields) {
      if (f.kind === 'rows') rowsTable(doc, f, form[f.name], facts);
      else doc.text(`${f.label.zh}:${text(f, form[f.name], facts)}`);
    }
  }
}

function reviewSection(doc: Doc, reviews: ReviewLine[]): void {
  heading(doc, '审核记录');
  if (reviews.length === 0) {
    doc.text('暂无审核记录');
    return;
  }
  reviews.forEach((r, i) => {
    doc.text(`${i + 1}. ${r.stageName}  ${r.reviewerUnion} ${r.reviewerName}  ${OUTCOME[r.outcome]}  ${r.time}`);
    doc.text(`意见:${r.comment || '—'}`, { indent: 16 });
  });
}

/**
 * The preview PDF of a record as last submitted (or as drafted, before any submission): a header
 * with the module and the union, the form's fields by their labels (rows fields as tables), the
 * attachments' names and every review.
 */
export function recordPreviewPdf(
  entry: ModuleEntry,
  record: PreviewHeader,
  form: Record<string, unknown>,
  attachmentNames: string[],
  facts: PreviewFacts = {},
): Promise<Buffer> {
  const header = `${entry.title.zh} · ${record.unionName} · 编号 ${record.id}`;
  return pdfBytes(
    `${entry.title.zh} ${record.id}`,
    (doc) => {
      doc.fontSize(18).text(entry.title.zh, { align: 'center' });
      doc.moveDown(0.3).fontSize(SMALL);
      doc.text(`申请单位:${record.unionName}`);
      doc.text(`编号:${record.id}    状态:${record.stateName}${record.stageName ? `(${record.stageName})` : ''}`);
      doc.text(`提交时间:${record.submitTime ?? '未提交'}`);
      formSection(doc, entry, form, facts);
      if (attachmentNames.length) {
        heading(doc, '附件');
        for (const name of attachmentNames) doc.text(`· ${name}`);
      }
      reviewSection(doc, facts.reviews ?? []);
    },
    header,
  );
}
