/** Props of `ResultBars`. */
export interface ResultBarsProps {
  rows: { label: string; count: number }[];
  testId?: string;
}

/**
 * Counts as horizontal bars, each as wide as its share of the largest count. Plain divs: no chart
 * library is installed, and a bar per option needs none.
 */
export function ResultBars({ rows, testId }: ResultBarsProps) {
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div data-testid={testId}>
      {rows.map((r) => (
        <div className="questionnaire-bar-row" key={r.label}>
          <span>{r.label}</span>
          <div className="questionnaire-bar-track">
            <div className="questionnaire-bar" style={{ width: `${(r.count / most) * 100}%` }} />
          </div>
          <span className="questionnaire-bar-count" data-testid="bar-count">
            {r.count}
          </span>
        </div>
      ))}
    </div>
  );
}
