import { Callout } from '@blueprintjs/core';
import { request } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';

/** `round/isApply?module=`: the caller's union's standing in the round of the module's kind. */
interface RoundStanding {
  apply: boolean;
  message: string | null;
  opensAt: string | null;
  closesAt: string | null;
  quota: number;
  used: number;
}

/**
 * Above the form of a module with a `round`: the round's window and the union's places and use, or
 * why it cannot submit now (the server's reason, as the submit's 409 would say it).
 */
export function RoundCallout({ moduleKey }: { moduleKey: string }) {
  const { t, lang } = useI18n();
  const { data } = useLoader(`round:${lang}:${moduleKey}`, () =>
    request<RoundStanding>('/api/blade-crop/crop/round/isApply', { query: { module: moduleKey }, silent: true }),
  );
  if (!data) return null;
  const window = data.opensAt ? t('round.windowLine', { opens: data.opensAt, closes: data.closesAt ?? '' }) : '';
  return (
    <Callout intent={data.apply ? 'primary' : 'warning'} className="gap-bottom" data-testid="round-part">
      {[window, t('round.placesLine', { quota: String(data.quota), used: String(data.used) }), data.message].filter(Boolean).join(' ')}
    </Callout>
  );
}
