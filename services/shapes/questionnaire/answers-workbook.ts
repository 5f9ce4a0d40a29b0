import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { stateName, type Lang, type RecordState } from '../../../catalogue';
import type { Answer, Question, QuestionSetContent } from '../../../catalogue/questionnaire';
import { formatTime } from '../../core';
import type { AnsweredRecord } from './answered-records';

const HEAD = {
  zh: { id: '记录编号', title: '名称', union: '填报单位', state: '状态', submitTime: '提交时间' },
  en: { id: 'Record', title: 'Title', union: 'Union', state: 'State', submitTime: 'Submitted' },
} as const;

/** One answer as the text of its cell (option labels, table rows one per line). */
export function answerCell(q: Question, answer: Answer | undefined): string | number {
  if (answer === undefined) return '';
  switch (q.kind) {
    case 'single':
      return q.options.find((o) => o.key === answer)?.label ?? String(answer);
    case 'multiple':
      return (Array.isArray(answer) ? answer : []).map((k) => q.options.find((o) => o.key === k)?.label ?? String(k)).join('、');
    case 'scale':
      return typeof answer === 'number' ? answer : '';
    case 'text':
      return typeof answer === 'string' ? answer : '';
    case 'table':
      return (Array.isArray(answer) ? answer : [])
        .map((row) =>
          q.columns
            .filter((c) => typeof row === 'object' && (row as Record<string, unknown>)[c.key] !== undefined)
            .map((c) => `${c.label}: ${String((row as Record<string, unknown>)[c.key])}`)
            .join(', '),
        )
        .join('\n');
  }
}

/**
 * The answers of `records` as an .xlsx stream: one row per record, one column per question. The
 * workbook is written row by row into the stream (exceljs's streaming writer), not built in memory.
 */
export function answersWorkbook(content: QuestionSetContent, records: AnsweredRecord[], lang: Lang): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(content.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'answers');
  const head = HEAD[lang];
  sheet.columns = [
    { header: head.id, key: 'id', width: 22 },
    { header: head.title, key: 'title', width: 30 },
    { header: head.union, key: 'union', width: 30 },
    { header: head.state, key: 'state', width: 10 },
    { header: head.submitTime, key: 'submitTime', width: 20 },
    ...content.questions.map((q) => ({ header: q.title, key: `q_${q.id}`, width: q.kind === 'table' || q.kind === 'text' ? 40 : 20 })),
  ];
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for (const r of records) {
        const row: Record<string, string | number> = {
          id: r.id,
          title: r.title,
          union: r.unionName,
          state: stateName(r.state as RecordState, lang),
          submitTime: formatTime(r.submitTime) ?? '',
        };
        for (const q of content.questions) row[`q_${q.id}`] = answerCell(q, r.answers[q.id]);
        sheet.addRow(row).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
