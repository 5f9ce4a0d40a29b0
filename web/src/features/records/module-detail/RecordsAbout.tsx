import { Card, Classes, H5, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formLinkOf, modules, type RecordState } from '../../../catalogue';
import type { RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { moduleButton, useAccess } from '../../identity/access';
import { modulePaths, StateTag } from '../modules';

/**
 * The records filed about this one (`about`, the `subjectParent` shape: field4's material requests),
 * by module: the count and the newest, each by its number (opening its detail), title, state and
 * date; on an approved record, the button
 * that files a new one about it (the form opened with this record filled in).
 */
export function RecordsAbout({ record }: { record: RecordView }) {
  const { t, lang } = useI18n();
  const { hasButton } = useAccess();
  if (!record.about?.length) return null;
  return (
    <>
      {record.about.map((group) => {
        const about = modules[group.module];
        const field = about?.subject?.field;
        const files = about && field && record.state === 'approved' && hasButton(moduleButton(about.key, 'add'));
        return (
          <Card className="panel" key={group.module} data-testid={`about-${group.module}`}>
            <H5 className="panel-title">
              {t('record.aboutCount', { title: group.title, count: group.counts.total ?? 0 })}
              {files && (
                <Link
                  className={`${Classes.BUTTON} ${Classes.SMALL} ${Classes.INTENT_PRIMARY} gap-left`}
                  to={formLinkOf(about, { [field]: record.id })}
                  data-testid={`about-new-${group.module}`}
                >
                  {t('common.new')}
                </Link>
              )}
            </H5>
            {group.records.length === 0 ? (
              <p className="muted">{t('common.empty')}</p>
            ) : (
              <HTMLTable compact striped>
                <thead>
                  <tr>
                    <th>{t('record.number')}</th>
                    <th>{t('record.title')}</th>
                    <th>{t('record.state')}</th>
                    <th>{t('record.createTime')}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.records.map((r) => (
                    <tr key={r.id} data-testid={`about-row-${r.id}`}>
                      <td>
                        <Link to={modulePaths.detail(group.module, r.id)} data-testid={`about-link-${r.id}`}>
                          {r.id}
                        </Link>
                      </td>
                      <td>{r.title || about?.title[lang]}</td>
                      <td>
                        <StateTag state={r.state as RecordState} testId={`about-state-${r.id}`} />
                      </td>
                      <td>{r.createTime}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>
        );
      })}
    </>
  );
}
