import { HTMLTable } from '@blueprintjs/core';
import { useRollUpText } from './texts';
import type { GatheredRecord } from './types';

/** The nominations a summary gathers, read-only: nominee, union and when each was approved. */
export function GatheredTable({ records }: { records: readonly GatheredRecord[] }) {
  const rt = useRollUpText();
  if (records.length === 0) return <p className="muted">{rt('gatheredNone')}</p>;
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="gathered-table">
      <thead>
        <tr>
          <th>{rt('nominee')}</th>
          <th>{rt('union')}</th>
          <th>{rt('approvedOn')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.id} data-testid={`gathered-${r.id}`}>
            <td>{r.title}</td>
            <td>{r.unionName}</td>
            <td>{r.endTime ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
