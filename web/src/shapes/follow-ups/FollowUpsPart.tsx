import { Button, Card, H5, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { RecordView } from '../../api';
import type { ModuleEntry } from '../../catalogue';
import { useLoader } from '../../lib';
import { followUpCalls, type FollowUps } from './api';
import { AddFollowUpDialog } from './AddFollowUpDialog';
import { useFollowUpText } from './texts';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The case's state as a tag: closed, overdue, the next row due, or open. */
function StateTag({ state }: { state: FollowUps['state'] }) {
  const ft = useFollowUpText();
  if (state.caseState === 'closed') return <Tag data-testid="followup-state">{ft('closed')}</Tag>;
  const due = state.nextDue;
  if (!due)
    return (
      <Tag intent="primary" minimal data-testid="followup-state">
        {ft('open')}
      </Tag>
    );
  return (
    <Tag intent={state.overdue ? 'danger' : 'warning'} data-testid="followup-state">
      {ft(state.overdue ? 'overdue' : 'due', { kind: due.kindName, day: due.day })}
    </Tag>
  );
}

/**
 * 跟进记录 on an approved record's detail (the `followUps` shape's part): the case's state, its rows
 * oldest first (a corrected row marked), and 添加跟进 while the caller may add a kind.
 */
export function FollowUpsPart({ entry, record }: { entry: ModuleEntry; record: RecordView }) {
  const ft = useFollowUpText();
  const loaded = useLoader(`followups:${entry.key}:${record.id}`, () => followUpCalls.list(entry.key, record.id));
  const [answer, setAnswer] = useState<FollowUps>();
  const [adding, setAdding] = useState(false);
  const data = answer ?? loaded.data;
  const correction = entry.followUps?.correction;
  const voided = new Set(data?.rows.filter((r) => r.kind === correction && r.corrects).map((r) => r.corrects));
  return (
    <Card className="panel" data-testid="followups">
      <H5 className="panel-title">
        {ft('title')} {data && <StateTag state={data.state} />}
      </H5>
      {!data ? (
        <Spinner size={20} />
      ) : (
        <>
          {data.kinds.length > 0 && (
            <Button icon="add" intent="primary" text={ft('add')} onClick={() => setAdding(true)} data-testid="followup-add" />
          )}
          {data.rows.length === 0 ? (
            <p className="muted" data-testid="followups-none">
              {ft('none')}
            </p>
          ) : (
            <HTMLTable compact striped className="gap-top" data-testid="followup-rows">
              <thead>
                <tr>
                  <th>{ft('date')}</th>
                  <th>{ft('kind')}</th>
                  <th>{ft('amount')}</th>
                  <th>{ft('outcome')}</th>
                  <th>{ft('note')}</th>
                  <th>{ft('file')}</th>
                  <th>{ft('by')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id} data-testid="followup-row">
                    <td>{r.date}</td>
                    <td>
                      {r.kindName}
                      {r.member && (
                        <>
                          {' '}
                          <span data-testid="followup-member-cell">{r.member}</span>
                        </>
                      )}{' '}
                      {voided.has(r.id) && (
                        <Tag minimal intent="danger">
                          {ft('voided')}
                        </Tag>
                      )}
                    </td>
                    <td>{r.amount === null ? '' : yuan(r.amount)}</td>
                    <td>{r.outcome ?? ''}</td>
                    <td>{r.note ?? ''}</td>
                    <td>{r.files.length || ''}</td>
                    <td>{ft('byOf', { name: r.actorName, union: r.actorUnion })}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <AddFollowUpDialog
            module={entry.key}
            recordId={record.id}
            isOpen={adding}
            followUps={data}
            correction={correction}
            onClose={() => setAdding(false)}
            onAdded={(next) => {
              setAnswer(next);
              setAdding(false);
            }}
          />
        </>
      )}
    </Card>
  );
}
