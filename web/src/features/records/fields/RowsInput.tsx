import { Button, HTMLTable } from '@blueprintjs/core';
import { memo, useCallback, useRef } from 'react';
import { aroundValuesOf, type FieldDef } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { cellInputs } from './cell-inputs';
import type { FieldServices, InputValue, KindInputProps } from './input-types';
import { RowsImport } from './RowsImport';

/** Cells of scalar kinds hold text. */
type Row = Record<string, string>;

function limit(field: FieldDef, rule: 'minItems' | 'maxItems'): number | undefined {
  for (const r of field.rules) if ((r.rule === 'minItems' || r.rule === 'maxItems') && r.rule === rule) return r.value;
  return undefined;
}

/** A cell required in this row: its column's `requiredWhen` names a sibling cell holding one of the values (其他 needs its specification). */
const requiredInRow = (column: FieldDef, row: Row): boolean =>
  column.rules.some((r) => r.rule === 'requiredWhen' && r.equals.includes(row[r.field] ?? ''));

const isTextRow = (r: object) => Object.values(r).every((x) => typeof x === 'string');

/** The rows as text; a row that is text already stays the same object, so an unchanged row is not drawn again. */
const rowsOf = (v: unknown): Row[] =>
  Array.isArray(v)
    ? v
        .filter((r) => typeof r === 'object' && r !== null)
        .map((r) =>
          isTextRow(r as object)
            ? (r as Row)
            : Object.fromEntries(
                Object.entries(r as Record<string, unknown>).map(([k, x]) => [k, x === null || x === undefined ? '' : String(x)]),
              ),
        )
    : [];

interface RowEditorProps {
  id: string;
  field: FieldDef;
  index: number;
  row: Row;
  disabled?: boolean;
  canRemove: boolean;
  services: FieldServices;
  errors?: Readonly<Record<string, string>>;
  onCell: (index: number, name: string, cell: InputValue) => void;
  onRemove: (index: number) => void;
}

/** One row of the table: drawn again only when the row itself (or what it shows) changes, so a large table types quickly. */
const RowEditor = memo(function RowEditor({
  id,
  field,
  index,
  row,
  disabled,
  canRemove,
  services,
  errors,
  onCell,
  onRemove,
}: RowEditorProps) {
  const { t } = useI18n();
  return (
    <tr data-testid={`${id}-row`}>
      <td>{index + 1}</td>
      {(field.columns ?? []).map((c) => {
        // A column is of a scalar kind (the catalogue's check refuses rows within rows).
        if (c.kind === 'rows' || c.kind === 'moneyLines') return null;
        const Cell = cellInputs[c.kind];
        const error = errors?.[`${field.name}[${index}].${c.name}`];
        return (
          <td key={c.name} title={error} className={requiredInRow(c, row) ? 'cell-required' : undefined}>
            {requiredInRow(c, row) && (
              <span className="required-mark" data-testid={`${id}-${index}-${c.name}-required`} aria-label={t('fields.requiredHere')}>
                *
              </span>
            )}
            <Cell
              id={`${id}-${index}-${c.name}`}
              field={c}
              value={row[c.name] ?? ''}
              onChange={(v) => onCell(index, c.name, v)}
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
          data-testid={`${id}-remove-${index}`}
          disabled={disabled || !canRemove}
          onClick={() => onRemove(index)}
        />
      </td>
    </tr>
  );
});

/**
 * An editable table: one input per cell, of its column's kind; rows are added up to `maxItems` and
 * removed down to `minItems`. A cell's error (`field[3].column`) marks that cell. A field with
 * `rowsImport` has 下载模板 and 导入 beside the table: the sheet's rows replace the table's, checked
 * against the form around them as the user holds it (`services.formNow`).
 */
export function RowsInput({ id, field, value, onChange, disabled, services, errors }: KindInputProps) {
  const { t, lang } = useI18n();
  const { formNow } = services;
  const columns = field.columns ?? [];
  const rows = rowsOf(value);
  const min = limit(field, 'minItems') ?? 0;
  const max = limit(field, 'maxItems');
  const blank = (): Row => Object.fromEntries(columns.map((c) => [c.name, '']));
  // A read-only column of ids another module reserves (`inRegister` with `reservedBy`: a venue's number) gets one per new row.
  const reserved = columns.flatMap((c) =>
    c.readOnly ? c.rules.flatMap((r) => (r.rule === 'inRegister' && r.reservedBy ? [{ name: c.name, by: r.reservedBy }] : [])) : [],
  );
  const addRow = async () => {
    const row = blank();
    for (const r of reserved) if (services.reserveId) row[r.name] = await services.reserveId(r.by);
    const { rows: now, onChange: change } = latest.current;
    change([...now, row]);
  };
  // The rows' handlers stay the same between draws (they read the latest rows), so unchanged rows are not drawn again.
  const latest = useRef({ rows, onChange });
  latest.current = { rows, onChange };
  const onCell = useCallback((i: number, name: string, cell: InputValue) => {
    const { rows: now, onChange: change } = latest.current;
    change(now.map((r, j) => (j === i ? { ...r, [name]: typeof cell === 'string' ? cell : '' } : r)));
  }, []);
  const onRemove = useCallback((i: number) => {
    const { rows: now, onChange: change } = latest.current;
    change(now.filter((_, j) => j !== i));
  }, []);

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
            <RowEditor
              key={i}
              id={id}
              field={field}
              index={i}
              row={row}
              disabled={disabled}
              canRemove={rows.length > min}
              services={services}
              errors={errors}
              onCell={onCell}
              onRemove={onRemove}
            />
          ))}
        </tbody>
      </HTMLTable>
      <Button
        icon="add"
        text={t('fields.addRow')}
        data-testid={`${id}-add`}
        disabled={disabled || (max !== undefined && rows.length >= max)}
        onClick={() => void addRow()}
      />
      {field.rowsImport && (
        <RowsImport
          id={id}
          module={services.module}
          field={field.name}
          label={field.label[lang]}
          {...(services.recordId ? { recordId: services.recordId } : {})}
          {...(formNow ? { around: () => aroundValuesOf(field, formNow()) } : {})}
          disabled={disabled}
          held={rows.filter((row) => Object.values(row).some((cell) => cell !== '')).length}
          onImported={(imported) => onChange(rowsOf(imported))}
        />
      )}
    </div>
  );
}
