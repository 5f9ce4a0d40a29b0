import { Button, Callout, Collapse } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { request, type DataOf } from '../../api';
import { modules } from '../../catalogue';
import type { RoundPartProps } from '../../features/records/modules';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';
import { standardsHelp } from './standards-help';

const IS_APPLY = '/api/blade-crop/crop/round/isApply';
/** `round/isApply?module=`: the caller's union's standing in the round of the module's kind. */
type RoundStanding = DataOf<'get', typeof IS_APPLY>;

/**
 * Above the form of a module with a `round`: the round's call, its window and the union's places and
 * use, or why it cannot submit now (the server's reason, as the submit's 409 would say it); a higher
 * union with places reads when its summary is due. The call's text opens on a click. The round's
 * standards (`round.standards`) go to the form as help under the fields they bound (`onFieldHelp`).
 */
export function RoundCallout({ moduleKey, onFieldHelp }: RoundPartProps) {
  const { t, lang } = useI18n();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const { data } = useLoader(`round:${lang}:${moduleKey}`, () =>
    request<RoundStanding>(IS_APPLY, { query: { module: moduleKey }, silent: true }),
  );
  const standards = data?.standards;
  useEffect(() => {
    const entry = modules[moduleKey];
    if (!onFieldHelp || !entry?.round?.standards || !standards) return;
    onFieldHelp(standardsHelp(entry.round.standards, entry.fields, standards));
  }, [moduleKey, onFieldHelp, standards]);
  if (!data) return null;
  const title = data.roundTitle ? t('round.titleLine', { title: data.roundTitle }) : '';
  const window = data.opensAt ? t('round.windowLine', { opens: data.opensAt, closes: data.closesAt ?? '' }) : '';
  const deadline = data.places !== null && data.summaryDeadline ? t('round.deadlineLine', { deadline: data.summaryDeadline }) : '';
  return (
    <Callout intent={data.apply ? 'primary' : 'warning'} className="gap-bottom">
      <span data-testid="round-part">
        {[title + window, t('round.placesLine', { quota: String(data.quota), used: String(data.used) }), deadline, data.message]
          .filter(Boolean)
          .join(' ')}
      </span>
      {data.noticeText ? (
        <>
          {' '}
          <Button variant="minimal" size="small" data-testid="round-notice-toggle" onClick={() => setNoticeOpen((o) => !o)}>
            {t('round.showNotice')}
          </Button>
          <Collapse isOpen={noticeOpen}>
            <div style={{ whiteSpace: 'pre-wrap' }} data-testid="round-notice">
              {data.noticeText}
            </div>
          </Collapse>
        </>
      ) : null}
    </Callout>
  );
}
