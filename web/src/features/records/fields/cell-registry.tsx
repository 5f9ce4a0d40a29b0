import { HTMLTable } from '@blueprintjs/core';
import { Fragment } from 'react';
import {
  cellText,
  fenToYuan,
  isEmptyValue,
  isPlainObject,
  keyColumn,
  parentOf,
  subjectName,
  type CellContext,
  type FieldKind,
  type RowValue,
} from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { AttachmentImage } from './FileInputs';
import { LinesFoot, LinesHead } from './LinesTable';
import { useLinesReview } from './lines-review';
import { PriorCells, PriorHead, PriorNote, priorOf, PriorTotalNote } from './PriorFigureCells';
import { RegionName } from './RegionName';
import type { CellComponent, KindCellProps } from './input-types';
import { usePickerNames } from './picker-names';
import { useDictionary } from './use-dictionary';
import { useSanitizer } from './use-sanitizer';

/** What the cells read names from: the files' names, and the record's picker names (`PickerNamesProvider`). */
function useCellContext(names: KindCellProps['attachmentNames']): CellContext {
  const { lang } = useI18n();
  const pickers = usePickerNames();
  return { lang, attachmentNames: names, unionNames: pickers?.unions, personNames: pickers?.persons };
}

/** The kind's text (catalogue/fields `cellText`): money in yuan, files, unions and persons by name, rows joined. */
function TextCell({ field, value, attachmentNames, empty }: KindCellProps) {
  return <>{cellText(field, value, useCellContext(attachmentNames), empty)}</>;
}

/** Money in yuan; on a reviewer's detail a total it compares (`priorFigures.totals`) with the year before's figures after it. */
function MoneyCell(props: KindCellProps) {
  const { priorFigures } = useLinesReview();
  const total = props.detail ? priorFigures?.totals.find((x) => x.field === props.field.name) : undefined;
  return (
    <>
      <TextCell {...props} />
      {total && (
        <>
          {' '}
          <PriorTotalNote total={total} testId={`total-${props.field.name}-prior`} />
        </>
      )}
    </>
  );
}

/** Dictionary keys shown by their labels, read from the dictionary. */
function DictCell({ field, value, attachmentNames, empty }: KindCellProps) {
  const items = useDictionary(field.dict);
  const ctx = useCellContext(attachmentNames);
  const labels = Object.fromEntries((items.data ?? []).map((i) => [i.dictKey, i.dictValue]));
  return <>{cellText(field, value, { ...ctx, dictLabels: field.dict ? { [field.dict]: labels } : {} }, empty)}</>;
}

function RegionCell({ field, value, attachmentNames, empty }: KindCellProps) {
  if (typeof value === 'string' && value) return <RegionName code={value} />;
  return <TextCell field={field} value={value} attachmentNames={attachmentNames} empty={empty} />;
}

/**
 * A table of rows: on a detail page a bordered table under its columns' labels, in a list the rows
 * one after another; each cell in its column's own cell, so a dictionary column shows its label.
 */
function RowsCell({ field, value, attachmentNames, empty, detail, module }: KindCellProps) {
  const { t, lang } = useI18n();
  const rows = (Array.isArray(value) ? value.filter(isPlainObject) : []) as RowValue[];
  const columns = field.columns ?? [];
  if (rows.length === 0) return <>{empty}</>;
  const cell = (row: RowValue, c: (typeof columns)[number]) => {
    const v = row[c.name];
    // A row's photo (a venue's) as a thumbnail in the detail page's table; by its file name in a list.
    if (c.kind === 'image' && detail && module && typeof v === 'string' && v) {
      return <AttachmentImage module={module} id={v} alt={attachmentNames[v] ?? v} thumb />;
    }
    return <FieldCell field={c} value={v} attachmentNames={attachmentNames} empty="" />;
  };
  if (!detail) {
    return (
      <>
        {rows.map((row, i) => (
          <Fragment key={i}>
            {i > 0 && t('punct.semicolon')}
            {columns
              .filter((c) => !isEmptyValue(row[c.name]))
              .map((c, j) => (
                <Fragment key={c.name}>
                  {j > 0 && ' '}
                  {cell(row, c)}
                </Fragment>
              ))}
          </Fragment>
        ))}
      </>
    );
  }
  return (
    <HTMLTable compact bordered className="rows-table" data-testid={`rows-${field.name}`}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.name}>{c.label[lang]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((c) => (
              <td key={c.name}>{cell(row, c)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * Lines of money: on a detail page a table (科目编码, 科目名称, the amounts in yuan, 说明; detail lines
 * indented; the 合计 row of the top-level lines), in a list the line count and the total.
 */
function MoneyLinesCell({ field, value, attachmentNames, empty, detail }: KindCellProps) {
  const { lang } = useI18n();
  const ctx = useCellContext(attachmentNames);
  // A reviewer's view (the `priorFigures` shape): each compared column beside the year before.
  const { priorFigures } = useLinesReview();
  const rows = (Array.isArray(value) ? value.filter(isPlainObject) : []) as RowValue[];
  if (rows.length === 0) return <>{empty}</>;
  if (!detail) return <>{cellText(field, value, ctx, empty)}</>;
  const lines = field.lines ?? { key: { month: {} }, columns: [] };
  const keyCol = keyColumn(lines);
  const isSubject = 'subject' in lines.key;
  const yuan = (n: unknown) => (typeof n === 'number' ? fenToYuan(n) : '');
  const prior = priorOf(priorFigures, field.name);
  return (
    <>
      {priorFigures && prior.columns.length > 0 && <PriorNote prior={priorFigures} testId={`lines-${field.name}-prior`} />}
      <HTMLTable compact bordered className="rows-table money-lines" data-testid={`lines-${field.name}`}>
        <LinesHead lines={lines} after={<PriorHead lines={lines} columns={prior.columns} />} />
        <tbody>
          {rows.map((row, i) => {
            const key = String(row[keyCol] ?? '');
            const figures = prior.columns.map((c) => prior.at(key, c));
            return (
              <tr
                key={i}
                data-testid={`lines-${field.name}-line-${key}`}
                className={figures.some((f) => f?.flagged) ? 'line-flagged' : undefined}
              >
                <td>{key}</td>
                {isSubject && <td className={parentOf(key) ? 'line-detail' : undefined}>{subjectName(key)?.[lang] ?? key}</td>}
                {lines.columns.map((c) => (
                  <td key={c.name}>{yuan(row[c.name])}</td>
                ))}
                <td>{row.note ?? ''}</td>
                <PriorCells figures={figures} testId={`lines-${field.name}-${key}`} />
              </tr>
            );
          })}
        </tbody>
        <LinesFoot lines={lines} rows={rows} after={prior.columns.length * 3} />
      </HTMLTable>
    </>
  );
}

/** Rich text as its (sanitised) markup on a detail page; as plain text in a list. */
function RichTextCell(props: KindCellProps) {
  const sanitize = useSanitizer();
  // Stored rich text was sanitised by the server; it is sanitised again before it becomes markup here.
  if (!props.detail || !sanitize || typeof props.value !== 'string' || !props.value) return <TextCell {...props} />;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitize(props.value) }} />;
}

/** The console's read-only cell per field kind (lists and detail pages). */
export const fieldCells: { readonly [K in FieldKind]: CellComponent } = {
  text: TextCell,
  textarea: TextCell,
  integer: TextCell,
  money: MoneyCell,
  date: TextCell,
  time: TextCell,
  dateRange: TextCell,
  mobile: TextCell,
  landline: TextCell,
  email: TextCell,
  idCard: TextCell,
  bankAccount: TextCell,
  uscc: TextCell,
  region: RegionCell,
  dict: DictCell,
  dictMulti: DictCell,
  unionPicker: TextCell,
  personPicker: TextCell,
  rows: RowsCell,
  richText: RichTextCell,
  image: TextCell,
  attachments: TextCell,
  moneyLines: MoneyLinesCell,
};

/** A stored value in its kind's read-only cell. */
export function FieldCell(props: KindCellProps) {
  const Cell = fieldCells[props.field.kind];
  return <Cell {...props} />;
}
