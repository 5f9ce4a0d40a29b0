import type { ModuleEntry } from '../../catalogue';
import type { RecordView } from '../crop';
import { renderPdf, type PdfLine } from './simple-pdf';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? `${value.length} 个文件` : '—';
  return String(value);
}

/** The preview PDF of a record as last submitted (or as drafted, before any submission). */
export function recordPreviewPdf(entry: ModuleEntry, record: RecordView, form: Record<string, unknown>, attachmentNames: string[]): Buffer {
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
    for (const f of fields) lines.push({ text: `${f.label.zh}:${show(form[f.name])}` });
  }
  if (attachmentNames.length) {
    lines.push({ text: '附件', size: 13, bold: true });
    for (const name of attachmentNames) lines.push({ text: `· ${name}` });
  }
  return renderPdf(`${entry.title.zh} ${record.id}`, lines);
}
