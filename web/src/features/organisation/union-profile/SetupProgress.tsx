import { Callout, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { unionProfile } from './profile-api';

/** The set-up overview (`setup/detail`): each set-up form's state and the next one to fill. */
export function SetupProgress() {
  const { lang } = useI18n();
  const loaded = useLoader('setup-overview', () => unionProfile.setupOverview());
  const o = loaded.data;
  if (!o) return null;
  return (
    <div className="panel" data-testid="setup-progress">
      {o.nextStep ? (
        <Callout intent="primary" icon="arrow-right">
          {lang === 'en' ? 'Next: ' : '下一步：'}
          <Link to={o.nextStep.route}>{o.nextStep.title}</Link>
        </Callout>
      ) : (
        <Callout intent="success">{lang === 'en' ? 'Set-up complete.' : '建会流程已全部办结。'}</Callout>
      )}
      <HTMLTable compact striped className="full-width">
        <tbody>
          {o.steps.map((s) => (
            <tr key={s.module}>
              <td>
                <Link to={s.route}>{s.title}</Link>
              </td>
              <td>{s.stateName}</td>
              <td>{s.stageName ?? ''}</td>
              <td>{s.lastComment ?? ''}</td>
              <td>{s.updateTime ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
