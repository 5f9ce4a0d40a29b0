import { PassThrough, type Readable } from 'node:stream';
import { stateName, type Lang } from '../../../../catalogue';
import type { Answer, Question, QuestionSetContent } from '../../../../catalogue/questionnaire';
import { formatTime } from '../../../platform/core';
import { openSheet } from '../../documents';
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
    case 'number':
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
 * workbook is written row by row into the stream (`openSheet`), not built in memory.
 */
export function answersWorkbook(content: QuestionSetContent, records: AnsweredRecord[], lang: Lang): Readable {
  const out = new PassThrough();
  const head = HEAD[lang];
  const wide = (q: Question) => (q.kind === 'table' || q.kind === 'text' ? 40 : 20);
  void (async () => {
    try {
      const sheet = await openSheet(out, {
        title: content.title || 'answers',
        widths: [22, 30, 30, 10, 20, ...content.questions.map(wide)],
      });
      sheet.row([head.id, head.title, head.union, head.state, head.submitTime, ...content.questions.map((q) => q.title)], { bold: true });
      for (const r of records) {
        sheet.row([
          r.id,
          r.title,
          r.unionName,
          stateName(r.state, lang),
          formatTime(r.submitTime) ?? '',
          ...content.questions.map((q) => answerCell(q, r.answers[q.id])),
        ]);
      }
      await sheet.finish();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
