import { HTMLTable } from '@blueprintjs/core';
import type { RecordView } from '../../../api';
import { Msg, useI18n, type MessageKey } from '../../../i18n';

/** Props of `PersonalViews`. */
export interface PersonalViewsProps {
  views: NonNullable<RecordView['personalViews']>;
}

/** The record's 查看记录: who viewed its personal data in full, by which way and on which day (the server's `personalViews`). */
export function PersonalViews({ views }: PersonalViewsProps) {
  const { t } = useI18n();
  if (views.length === 0) return <p className="muted">{t('personalView.none')}</p>;
  return (
    <HTMLTable compact striped className="full-width" data-testid="personal-views">
      <thead>
        <tr>
          <th>
            <Msg k="personalView.day" />
          </th>
          <th>
            <Msg k="personalView.account" />
          </th>
          <th>
            <Msg k="personalView.union" />
          </th>
          <th>
            <Msg k="personalView.channel" />
          </th>
          <th>
            <Msg k="personalView.times" />
          </th>
        </tr>
      </thead>
      <tbody>
        {views.map((v) => (
          <tr key={`${v.accountId}-${v.channel}-${v.day}`} data-testid="personal-view">
            <td>{v.day}</td>
            <td>{v.accountName}</td>
            <td>{v.unionName}</td>
            <td>{t(`personalView.channel.${v.channel}` as MessageKey)}</td>
            <td>{v.times}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
