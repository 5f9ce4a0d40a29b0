import { Button, DialogBody, DialogFooter, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { modules, type ModuleEntry } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { AppDialog } from '../../platform/crud';
import { loadFundsMonth, type FundsMovement } from './api';
import { FIGURES, labelOf, yuan } from './figures';
import { useFundsText, type FundsText } from './texts';

/** Props of `MonthDialog`. */
export interface MonthDialogProps {
  entry: ModuleEntry;
  /** The month row open (`<unionId>:<yyyy-MM>`) and its month; none: closed. */
  open: { id: string; month: string } | null;
  /** The pay mode's label, as the table shows it. */
  payModeLabel: (key: string | null) => string;
  onClose: () => void;
}

/** A month's figures and the approvals (finance3, finance4, finance5) that moved it, read from `detail`. */
export function MonthDialog({ entry, open, payModeLabel, onClose }: MonthDialogProps) {
  const ft = useFundsText();
  const { lang } = useI18n();
  const loaded = useLoader(open ? `funds-month:${entry.key}:${open.id}` : null, () => loadFundsMonth(entry.key, open!.id));
  const month = loaded.data?.id === open?.id ? loaded.data : undefined;
  const kind = (m: FundsMovement) => ft(`movement_${m.movement}` as FundsText);
  return (
    <AppDialog testId="funds-detail" isOpen={open !== null} onClose={onClose} title={ft('detailTitle', { month: open?.month ?? '' })}>
      <DialogBody>
        {!month ? (
          <Spinner size={20} />
        ) : (
          <>
            <HTMLTable compact bordered data-testid="funds-detail-figures">
              <tbody>
                {FIGURES.map((name) => (
                  <tr key={name}>
                    <th>{labelOf(entry, name, lang)}</th>
                    <td>{yuan(month[name])}</td>
                  </tr>
                ))}
                <tr>
                  <th>{labelOf(entry, 'payMode', lang)}</th>
                  <td>{payModeLabel(month.payMode)}</td>
                </tr>
              </tbody>
            </HTMLTable>
            <h4>{ft('movements')}</h4>
            {month.movements.length === 0 ? (
              <p className="muted">{ft('noMovements')}</p>
            ) : (
              <HTMLTable compact striped data-testid="funds-movements">
                <thead>
                  <tr>
                    <th>{ft('module')}</th>
                    <th>{ft('recordId')}</th>
                    <th>{ft('movement')}</th>
                    <th>{ft('amount')}</th>
                    <th>{ft('paidBefore')}</th>
                    <th>{ft('on')}</th>
                  </tr>
                </thead>
                <tbody>
                  {month.movements.map((m) => (
                    <tr key={`${m.module}:${m.recordId}:${m.movement}`} data-testid={`funds-movement-${m.recordId}`}>
                      <td>{modules[m.module]?.title[lang] ?? m.module}</td>
                      <td>{m.recordId}</td>
                      <td>
                        <Tag minimal>{kind(m)}</Tag>
                      </td>
                      <td>{yuan(m.amount)}</td>
                      <td>{m.paidBefore === undefined ? '—' : yuan(m.paidBefore)}</td>
                      <td>{m.on}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={ft('close')} onClick={onClose} />} />
    </AppDialog>
  );
}
