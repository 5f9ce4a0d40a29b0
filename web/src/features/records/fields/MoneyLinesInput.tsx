import { Button, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { fenToYuan, keyColumn, parentOf, subjectName } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import type { InputValue, KindInputProps } from './input-types';
import { LinesFoot, LinesHead } from './LinesTable';
import { LinesImport } from './LinesImport';
import { useLinesReview } from './lines-review';
import { MoneyInput } from './MoneyInput';
import { blankLine, isSubtotal, linesOf, subjectsOf, withFigures, type LineRow } from './money-lines-rows';

const rowsOf = (v: InputValue): LineRow[] =>
  Array.isArray(v)
    ? (v.filter((r) => typeof r === 'object' && r !== null) as Record<string, unknown>[]).map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, x]) => [k, x === null || x === undefined ? '' : String(x)])),
      )
    : [];

const fenOf = (text: string | undefined) => (text !== undefined && /^-?\d+$/.test(text) ? Number(text) : 0);

/**
 * The lines of money (`moneyLines`): one row per subject or month, detail lines indented under their
 * subject, amounts typed in yuan and held in fen; subtotals, computed columns and the 合计 row filled
 * as one types. A line's error (`field[3].budget`) outlines it with the message under the table row;
 * a line a return points at (a returned record's `returnPoints`) is outlined with the reviewer's words.
 * 下载模板 and 导入Excel (`LinesImport`) fill the lines from the federation's sheet.
 */
export function MoneyLinesInput({ id, field, value, onChange, disabled, services, errors }: KindInputProps) {
  const { t, lang } = useI18n();
  const lines = linesOf(field);
  const keyCol = keyColumn(lines);
  const isSubject = 'subject' in lines.key;
  const rows = rowsOf(value);
  const [adding, setAdding] = useState('');
  const change = (next: LineRow[]) => onChange(withFigures(lines, next));
  const onCell = (i: number, name: string, cell: string) => change(rows.map((r, j) => (j === i ? { ...r, [name]: cell } : r)));
  const taken = new Set(rows.map((r) => r[keyCol]));
  const free = subjectsOf(lines).filter((c) => !taken.has(c));
  const add = () => {
    const key = adding.trim();
    if (!key || taken.has(key)) return;
    const parent = parentOf(key);
    // A detail line comes with its subject's line: the subject becomes its subtotal.
    const extra = isSubject && parent && !taken.has(parent) ? [blankLine(lines, parent)] : [];
    change([...rows, ...extra, blankLine(lines, key)]);
    setAdding('');
  };
  // The return's points at this table's lines (by key), each with the reviewer's words.
  const points = (useLinesReview().returnPoints ?? []).filter((p) => p.field === field.name);
  const errorOf = (i: number) => Object.entries(errors ?? {}).filter(([k]) => k.startsWith(`${field.name}[${i}].`));

  return (
    <div className="rows-input money-lines" id={id} data-testid={id}>
      <HTMLTable compact bordered className="rows-table">
        <LinesHead lines={lines} removable />
        <tbody>
          {rows.map((row, i) => {
            const key = row[keyCol] ?? '';
            const detail = isSubject && parentOf(key) !== undefined;
            const subtotal = isSubtotal(lines, rows, key);
            const messages = errorOf(i);
            const pointed = points.filter((p) => p.line === key);
            const outline = messages.length > 0 ? 'line-error' : pointed.length > 0 ? 'line-pointed' : undefined;
            return (
              <tr key={key || i} data-testid={`${id}-line-${key}`} className={outline}>
                <td>
                  {key}
                  {messages.map(([k, m]) => (
                    <div key={k} className="line-message" role="alert">
                      {m}
                    </div>
                  ))}
                  {pointed.map((p) => (
                    <div key={`${p.column ?? ''}\u0000${p.comment}`} className="line-point" data-testid={`${id}-point-${key}`}>
                      {t('lines.returnPoint', {
                        comment: p.column
                          ? `${lines.columns.find((c) => c.name === p.column)?.label[lang] ?? p.column}：${p.comment}`
                          : p.comment,
                      })}
                    </div>
                  ))}
                </td>
                {isSubject && <td className={detail ? 'line-detail' : undefined}>{subjectName(key)?.[lang] ?? key}</td>}
                {lines.columns.map((c) => {
                  const error = errors?.[`${field.name}[${i}].${c.name}`];
                  const figure = subtotal || c.computed !== undefined || c.serverFilled !== undefined;
                  return (
                    <td key={c.name} title={error}>
                      {figure ? (
                        <span data-testid={`${id}-${key}-${c.name}`}>{row[c.name] ? fenToYuan(fenOf(row[c.name])) : ''}</span>
                      ) : (
                        <MoneyInput
                          id={`${id}-${key}-${c.name}`}
                          field={field}
                          value={row[c.name] ?? ''}
                          onChange={(v) => onCell(i, c.name, typeof v === 'string' ? v : '')}
                          disabled={disabled}
                          intent={error ? 'danger' : 'none'}
                          services={services}
                        />
                      )}
                    </td>
                  );
                })}
                <td>
                  <InputGroup
                    data-testid={`${id}-${key}-note`}
                    value={row.note ?? ''}
                    disabled={disabled}
                    maxLength={200}
                    intent={errors?.[`${field.name}[${i}].note`] ? 'danger' : 'none'}
                    onValueChange={(v) => onCell(i, 'note', v)}
                  />
                </td>
                <td>
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t('fields.removeRow')}
                    data-testid={`${id}-remove-${key}`}
                    disabled={disabled}
                    onClick={() => change(rows.filter((_, j) => j !== i))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <LinesFoot lines={lines} rows={rows} testId={`${id}-total`} removable />
      </HTMLTable>
      <div className="money-lines-add">
        {isSubject ? (
          <HTMLSelect
            data-testid={`${id}-pick`}
            aria-label={t('fields.lineCode')}
            value={adding}
            disabled={disabled}
            onChange={(e) => setAdding(e.currentTarget.value)}
            options={[
              { value: '', label: t('fields.linePick') },
              ...free.map((c) => ({ value: c, label: `${c} ${subjectName(c)?.[lang] ?? ''}` })),
            ]}
          />
        ) : (
          <InputGroup
            data-testid={`${id}-pick`}
            aria-label={t('fields.lineMonth')}
            placeholder="yyyy-MM"
            value={adding}
            disabled={disabled}
            onValueChange={setAdding}
          />
        )}
        <Button icon="add" text={t('fields.addLine')} data-testid={`${id}-add`} disabled={disabled || !adding} onClick={add} />
      </div>
      <LinesImport
        id={id}
        field={field.name}
        label={field.label[lang]}
        services={services}
        disabled={disabled}
        onImported={(v) => change(rowsOf(v as InputValue))}
      />
    </div>
  );
}
