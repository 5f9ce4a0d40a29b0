import { HTMLTable } from '@blueprintjs/core';
import type { QuestionResult } from './api';
import { ResultBars } from './ResultBars';
import { useQText } from './texts';

/** One question's results: bars for choices and scales, sum, mean and median for a number, the texts, a table's sums. */
export function ResultBody({ result }: { result: QuestionResult }) {
  const q = useQText();
  if (result.options)
    return <ResultBars testId={`bars-${result.id}`} rows={result.options.map((o) => ({ label: o.label, count: o.count }))} />;
  if (result.kind === 'number')
    return (
      <div className="questionnaire-result-meta" data-testid={`number-${result.id}`}>
        {q('numberSummary', { sum: result.sum ?? 0, avg: result.average ?? '-', median: result.median ?? '-' })}
      </div>
    );
  if (result.points)
    return (
      <>
        <div className="questionnaire-result-meta" data-testid={`average-${result.id}`}>
          {q('average', { avg: result.average ?? '-' })}
        </div>
        <ResultBars testId={`bars-${result.id}`} rows={result.points.map((p) => ({ label: String(p.value), count: p.count }))} />
      </>
    );
  if (result.texts)
    return result.texts.length === 0 ? (
      <div className="questionnaire-result-meta">{q('noTexts')}</div>
    ) : (
      <ul data-testid={`texts-${result.id}`}>
        {result.texts.map((t) => (
          <li key={t.recordId}>
            {t.text} <span className="questionnaire-result-meta">({t.title})</span>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <div className="questionnaire-result-meta">{q('rowCount', { n: result.rowCount ?? 0 })}</div>
      {(result.columnSums ?? []).length > 0 && (
        <HTMLTable compact>
          <tbody>
            {(result.columnSums ?? []).map((c) => (
              <tr key={c.key}>
                <td>{c.label}</td>
                <td>
                  {q('sum')} {c.sum}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}
