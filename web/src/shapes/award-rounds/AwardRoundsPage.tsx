import { Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { request } from '../../api';
import { PageHeader } from '../../features/platform/layout';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { MODULE_DIRECTORY } from '../../module-directory.gen';

/** One award or kind of a window module's `isApply`: its module and the caller's union's standing in its round. */
interface AwardItem {
  module: string;
  title: string;
  apply: boolean;
  message: string | null;
  opensAt: string | null;
  closesAt: string | null;
  quota: number;
  used: number;
}

/**
 * The page of a module with no form that opens the filing of others (advanceSelection,
 * recommendCapital: the awardRounds shape's `isApply`): for each kind, its round's window, the
 * union's places and use, and whether it may file now, or why not as the server words it.
 */
export function AwardRoundsPage({ moduleKey }: { moduleKey: string }) {
  const { t, lang } = useI18n();
  const title = MODULE_DIRECTORY.find((m) => m.key === moduleKey)?.title[lang];
  usePageTitle(title);
  const { data, error } = useLoader(`awardRounds:${lang}:${moduleKey}`, () =>
    request<{ apply: boolean; items: AwardItem[] }>(`/api/blade-crop/crop/${moduleKey}/isApply`, { silent: true }),
  );
  return (
    <>
      <PageHeader title={title} subtitle={t('awardRounds.subtitle')} />
      {error ? <Callout intent="danger">{error instanceof Error ? error.message : String(error)}</Callout> : null}
      {!data && !error && <Spinner size={24} />}
      {data && (
        <HTMLTable compact striped data-testid="award-rounds">
          <thead>
            <tr>
              <th>{t('awardRounds.kind')}</th>
              <th>{t('awardRounds.window')}</th>
              <th>{t('awardRounds.places')}</th>
              <th>{t('awardRounds.state')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.module} data-testid={`award-${item.module}`}>
                <td>{item.title}</td>
                <td>{item.opensAt ? `${item.opensAt} ~ ${item.closesAt ?? ''}` : '-'}</td>
                <td>{t('awardRounds.placesUsed', { quota: String(item.quota), used: String(item.used) })}</td>
                <td>{item.apply ? <Tag intent="success">{t('awardRounds.open')}</Tag> : (item.message ?? t('awardRounds.closed'))}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}
