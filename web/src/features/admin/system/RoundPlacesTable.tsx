import { FormGroup, H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Msg, useI18n } from '../../../i18n';
import type { FormDialogParts } from '../../platform/crud';
import { allocationsOf, placesName, placesTotal, type PlacesRow } from './round-places';
import './system.css';

/** The bounds of `round/submit`'s places per higher union (its schema checks them again). */
const MIN_PLACES = 0;
const MAX_PLACES = 150;

/**
 * 名额分配 in the round dialog: one row per higher union with the nominations it may send upward,
 * their total under the table; a row left empty allocates none. Server complaints show on the row.
 */
export function RoundPlacesTable({ rows, form }: { rows: readonly PlacesRow[]; form: FormDialogParts }) {
  const { t } = useI18n();
  return (
    <div className="round-places" data-testid="round-places">
      <H5 className="section-title">
        <Msg k="round.places" />
      </H5>
      <HTMLTable compact className="round-places-table">
        <thead>
          <tr>
            <th>
              <Msg k="round.placesUnion" />
            </th>
            <th>
              <Msg k="round.placesCount" />
            </th>
            <th>
              <Msg k="round.placesUsed" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = placesName(row.unionId);
            const error = form.errors[name];
            const value = form.values[name];
            return (
              <tr key={row.unionId} data-testid={`places-${row.unionId}`}>
                <td>{row.unionName}</td>
                <td>
                  <FormGroup className="round-places-field" intent={error ? 'danger' : 'none'} helperText={error}>
                    <InputGroup
                      type="number"
                      min={MIN_PLACES}
                      max={MAX_PLACES}
                      aria-label={t('round.placesOf', { union: row.unionName })}
                      data-testid={`places-input-${row.unionId}`}
                      value={typeof value === 'string' ? value : ''}
                      intent={error ? 'danger' : 'none'}
                      disabled={form.busy}
                      onValueChange={form.set(name)}
                    />
                  </FormGroup>
                </td>
                <td data-testid={`places-used-${row.unionId}`}>{row.used ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td>
              <Msg k="round.placesTotal" />
            </td>
            <td data-testid="places-total">{placesTotal(allocationsOf(rows, form.values))}</td>
            <td data-testid="places-used-total">{rows.reduce((sum, r) => sum + (r.used ?? 0), 0)}</td>
          </tr>
        </tfoot>
      </HTMLTable>
      <p className="muted small">{t('round.placesHint', { min: String(MIN_PLACES), max: String(MAX_PLACES) })}</p>
    </div>
  );
}
