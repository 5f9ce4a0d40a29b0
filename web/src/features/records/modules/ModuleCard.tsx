import { AnchorButton, Card, H4 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import type { ModuleDirectoryEntry } from '../../../module-directory-entry';
import { moduleButton, useAccess } from '../../identity/access';
import { modulePaths } from './module-paths';

/** A card offering a module's new application and its list of records. */
export function ModuleCard({ entry }: { entry: ModuleDirectoryEntry }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  return (
    <Card className="module-card" elevation={1} data-testid={`module-card-${entry.key}`}>
      <H4>{entry.title[lang]}</H4>
      <p className="muted">{entry.flowName[lang]}</p>
      <div className="card-actions">
        {hasButton(moduleButton(entry.key, 'add')) && (
          <AnchorButton
            intent="danger"
            icon="add"
            text={t('home.newRequest')}
            href={entry.route}
            onClick={(e) => {
              e.preventDefault();
              navigate(entry.route);
            }}
          />
        )}
        <AnchorButton
          variant="outlined"
          icon="th-list"
          text={t('home.myRecords')}
          href={modulePaths.list(entry.key)}
          onClick={(e) => {
            e.preventDefault();
            navigate(modulePaths.list(entry.key));
          }}
        />
      </div>
    </Card>
  );
}
