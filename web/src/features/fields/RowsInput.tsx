import { Button, HTMLTable } from '@blueprintjs/core';
import type { FieldDef } from '../../catalogue';
import { useI18n } from '../../i18n';
import { fieldInputs } from './input-registry';
import type { InputValue, KindInputProps } from './input-types';

/** Cells of scalar kinds hold text. */
type Row = Record<string, string>;

function limit(field: FieldDef, rule: 'minItems' | 'maxItems'): number | undefined {
  for (const r of field.rules) if ((r.rule === 'minItems' || r.rule === 'maxItems') && r.rule === rule) return r.value;
  return undefined;
}

const rowsOf = (v: InputValue): Row[] =>
  Array.isArray(v)
    ? v
        .filter((r) => typeof r === 'object' && r !== null)
        .map((r) =>
          Object.fromEntries(
            Object.entries(r as Record<string, unknown>).map(([k, x]) => [k, x === null || x === undefined ? '' : String(x)]),
          ),
        )
    : [];

/**
 * An editable table: one input per cell, of its column's kind; rows are added up to `maxItems` and
 * removed down to `minItems`. A cell's error (`field[3].column`) marks that cell.
 */
export function RowsInput({ id, field, value, onChange, disabled, services, errors }: KindInputProps) {
  const { t, lang } = useI18n();
  const columns = field.columns ?? [];
  const rows = rowsOf(value);
  const min = limit(field, 'minItems') ?? 0;
  const max = limit(field, 'maxItems');
  const blank = (): Row => Object.fromEntries(columns.map((c) => [c.name, '']));
  const setCell = (i: number, name: string, cell: InputValue) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [name]: typeof cell === 'string' ? cell : '' } : r)));

  return (
    <div className="rows-input" id={id} data-testid={id}>
      <HTMLTable compact bordered className="rows-table">
        <thead>
          <tr>
            <th>#</th>
            {columns.map((c) => (
              <th key={c.name}>
                {c.label[lang]}
                {c.rules.some((r) => r.rule === 'required') && <span className="required-mark">*</span>}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-testid={`${id}-row`}>
              <td>{i + 1}</td>
              {columns.map((c) => {
                const Cell = fieldInputs[c.kind];
                const error = errors?.[`${field.name}[${i}].${c.name}`];
                return (
                  <td key={c.name} title={error}>
                    <Cell
                      id={`${id}-${i}-${c.name}`}
                      field={c}
                      value={row[c.name] ?? ''}
                      onChange={(v) => setCell(i, c.name, v)}
                      disabled={disabled}
                      intent={error ? 'danger' : 'none'}
                      services={services}
                    />
                  </td>
                );
              })}
              <td>
                <Button
                  variant="minimal"
                  icon="trash"
                  aria-label={t('fields.removeRow')}
                  data-testid={`${id}-remove-${i}`}
                  disabled={disabled || rows.length <= min}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button
        icon="add"
        text={t('fields.addRow')}
        data-testid={`${id}-add`}
        disabled={disabled || (max !== undefined && rows.length >= max)}
        onClick={() => onChange([...rows, blank()])}
      />
    </div>
  );
}
