import { PassThrough, type Readable } from 'node:stream';
import { stateName, type Lang } from '../../../../catalogue';
import { answerCell, type Question, type QuestionSetContent } from '../../../../catalogue/questionnaire';
import { formatTime } from '../../../platform/core';
import { openSheet } from '../../documents';
import type { AnsweredRecord } from './answered-records';

const HEAD = {
  zh: { id: '记录编号', title: '名称', union: '填报单位', state: '状态', submitTime: '提交时间' },
  en: { id: 'Record', title: 'Title', union: 'Union', state: 'State', submitTime: 'Submitted' },
} as const;

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
