import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { modules, type FormValue } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { FieldCell } from '../../records/fields';
import type { Values } from './profile-api';

/** The funds registration's fields as setup4's form names them, in its order (money in fen, shown in yuan). */
const SHOWN = ['bankName', 'accountName', 'accountNo', 'staffCount', 'payrollMonthly', 'dueMonthly', 'payMode', 'startMonth'];
const fields = (modules.setup4?.fields ?? []).filter((f) => SHOWN.includes(f.name));

/** The union's approved funds registration (工会经费登记, kept by its approval): read-only, it changes by a new registration. */
export function FundsCard({ funds }: { funds: Values | undefined }) {
  const { lang } = useI18n();
  if (!funds) return null;
  return (
    <Card className="panel" data-testid="section-funds">
      <H4>{lang === 'en' ? 'Funds registration' : '经费登记'}</H4>
      <HTMLTable compact className="profile-values">
        <tbody>
          {fields.map((f) => (
            <tr key={f.name}>
              <th>{f.label[lang]}</th>
              <td data-testid={`funds-${f.name}`}>
                <FieldCell field={f} value={funds[f.name] as FormValue | undefined} attachmentNames={{}} empty="—" detail />
              </td>
            </tr>
          ))}
          <tr>
            <th>{lang === 'en' ? 'Registered on' : '登记日期'}</th>
            <td data-testid="funds-registeredOn">{typeof funds.registeredOn === 'string' ? funds.registeredOn : '—'}</td>
          </tr>
        </tbody>
      </HTMLTable>
    </Card>
  );
}
