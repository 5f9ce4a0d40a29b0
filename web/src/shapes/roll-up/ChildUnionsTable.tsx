import { Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { useRollUpText } from './texts';
import type { ChildUnion } from './types';

/** Props of `ChildUnionsTable`. */
export interface ChildUnionsTableProps {
  unions: readonly ChildUnion[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled?: boolean;
}

/** The children unions, each with its approved nominations to tick, or marked 未申报. */
export function ChildUnionsTable({ unions, chosen, onToggle, disabled }: ChildUnionsTableProps) {
  const rt = useRollUpText();
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="child-unions">
      <thead>
        <tr>
          <th>{rt('union')}</th>
          <th>{rt('status')}</th>
          <th>{rt('nominations')}</th>
        </tr>
      </thead>
      <tbody>
        {unions.map((u) => (
          <tr key={u.unionId} data-testid={`child-union-${u.unionId}`}>
            <td>{u.unionName}</td>
            <td>
              <Tag minimal intent={u.applied ? 'success' : 'warning'} data-testid="union-status" data-applied={u.applied}>
                {u.applied ? rt('applied', { n: u.records.length }) : rt('notApplied')}
              </Tag>
            </td>
            <td>
              {u.records.map((r) => (
                <Checkbox
                  key={r.id}
                  data-testid={`gather-${r.id}`}
                  checked={chosen.has(r.id)}
                  disabled={disabled}
                  onChange={() => onToggle(r.id)}
                  labelElement={
                    <>
                      {r.title} <span className="muted">{r.endTime ?? ''}</span>
                    </>
                  }
                />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
