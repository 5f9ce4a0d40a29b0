import { Button, Callout } from '@blueprintjs/core';
import { request, type DataOf } from '../../api';
import type { WindowPartProps } from '../../features/records/modules';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';
import { holdsRoundRows, roundRows, type InputRow } from './round-rows';

type RoundInfo = DataOf<'get', '/api/blade-crop/crop/selfassessmentopen/queryInfo'>;

/** The columns the round fixes in the scoring items and the veto items (the server's `window` shape checks the same). */
const FIXED = { items: ['code', 'name', 'content', 'maxScore'], vetoes: ['code', 'name'] } as const;

const rowsOf = (v: unknown): InputRow[] => (Array.isArray(v) ? (v as InputRow[]) : []);

/**
 * Above the form of a module with a `window`: the assessment round of the form's year that applies
 * to the union (its publisher, window, and the union's places and use), or why it cannot be filed
 * now; and, on the union's click, the round's scoring and veto items put into the form where its rows
 * differ from the round's (what it typed in a row of the same code kept). Not on its own: rows that
 * change under the union's hands while it types are worse than one click.
 */
export function WindowCallout({ entry, values, setValue }: WindowPartProps) {
  const { t, lang } = useI18n();
  const def = entry.window!;
  const year = String(values[def.yearField ?? 'year'] ?? '');
  const { data } = useLoader(/^\d{4}$/.test(year) ? `window:${lang}:${def.type}:${year}` : null, () =>
    request<RoundInfo>('/api/blade-crop/crop/selfassessmentopen/queryInfo', { query: { type: def.type, year }, silent: true }),
  );
  const parts = [
    { name: def.items, published: data?.items ?? [], fixed: FIXED.items },
    { name: def.vetoes, published: data?.vetoItems ?? [], fixed: FIXED.vetoes },
  ].filter((p): p is typeof p & { name: string } => !!p.name && p.published.length > 0);
  const differing = parts.filter((p) => !holdsRoundRows(p.published, p.fixed, rowsOf(values[p.name])));
  const fill = (which: typeof parts) => {
    for (const p of which) setValue(p.name, roundRows(p.published, p.fixed, rowsOf(values[p.name])));
  };
  if (!data || data.year === null) return null;
  const lines = [
    data.publisher && t('window.publisher', { name: data.publisher.unionName, year: String(data.year) }),
    data.window && t('round.windowLine', { opens: data.window.start, closes: data.window.end }),
    def.places && data.quotaPerUnion !== null && t('round.placesLine', { quota: String(data.quotaPerUnion), used: String(data.used ?? 0) }),
    data.reason && t(`window.${data.reason}`, { year }),
  ].filter(Boolean);
  return (
    <Callout intent={data.openNow ? 'primary' : 'warning'} className="gap-bottom" data-testid="window-part">
      {lines.join(' ')}
      {differing.length > 0 && (
        <Button
          small
          className="gap-left"
          icon="import"
          text={t('window.fill')}
          data-testid="window-fill"
          onClick={() => fill(differing)}
        />
      )}
    </Callout>
  );
}
