import { Button, Callout, Card, FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { DownloadButton } from '../../features/platform/crud';
import { DictSelect } from '../../features/records/fields';
import { PageHeader } from '../../features/platform/layout';
import { rollUpCalls } from './api';
import { chosenRecords, toggleChosen } from './chosen-records';
import { ChildUnionsTable } from './ChildUnionsTable';
import type { RollUpScope } from './roll-up-scope';
import { useRollUpText } from './texts';
import type { GatherState } from './types';

/**
 * The summary's console route: the caller's children unions with their approved nominations (or
 * 未申报), ticked to gather; 汇总上报 opens the summary form with them. The union's summary of the
 * chosen kind, once there, is linked and its sheets exported.
 */
export function GatherPage({ scope }: { scope: RollUpScope }) {
  const { lang } = useI18n();
  const rt = useRollUpText();
  const navigate = useNavigate();
  const { summary, source, base, kindField } = scope;
  usePageTitle(summary.title[lang]);
  const kindDict = summary.fields.find((f) => f.name === kindField)?.dict;
  // The first of the kinds it gathers is the usual one (the Beijing model worker); the console's
  // catalogue has no module examples (web/build-plugins.ts, withoutExamples).
  const [kind, setKind] = useState(() => Object.keys(summary.rollUp?.sources ?? {})[0] ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const unions = useLoader(`rollup/${source.key}`, () => rollUpCalls.childUnions(source.key));
  const existing = useLoader(`rollup/${summary.key}/${kind}`, () => rollUpCalls.summaryOfKind(summary.key, kind));
  const own = existing.data ?? undefined;
  // The server's lifecycle table decides whether the union's summary can still change.
  const editable = !own || own.actions.includes('save') || own.actions.includes('resubmit');

  const gather = () => {
    const gathered = chosenRecords(unions.data ?? [], chosen);
    if (gathered.length === 0) return toast.warning(rt('gatherNone'));
    const state: GatherState = { gathered, kind };
    navigate(own ? `${base}/form/${own.id}` : `${base}/form`, { state });
  };

  return (
    <div className="page">
      <PageHeader
        title={summary.title[lang]}
        subtitle={rt('gatherHint')}
        actions={
          <>
            <DownloadButton
              icon="th-list"
              text={rt('listSheet')}
              testId="btn-list-sheet"
              fetch={() => rollUpCalls.listSheet(source.key)}
              name={`${source.title[lang]}.xlsx`}
            />
            <DownloadButton
              icon="th"
              text={rt('summarySheet')}
              testId="btn-summary-sheet"
              disabled={!own}
              fetch={() => rollUpCalls.summarySheet(source.key, own?.id ?? '')}
              name={`${summary.title[lang]}.xlsx`}
            />
          </>
        }
      />
      <Card className="panel">
        <FormGroup label={rt('kind')} labelFor={`field-${kindField ?? 'kind'}`} inline>
          <DictSelect name={kindField ?? 'kind'} dict={kindDict} value={kind} onChange={setKind} />
        </FormGroup>
        {own && (
          <Callout intent={editable ? 'primary' : 'success'} className="gap-bottom" data-testid="own-summary">
            {rt('existing', { state: own.stateName })} <Link to={`${base}/detail/${own.id}`}>{rt('openSummary')}</Link>
          </Callout>
        )}
        {unions.loading ? (
          <Spinner />
        ) : (
          <ChildUnionsTable
            unions={unions.data ?? []}
            chosen={chosen}
            onToggle={(id) => setChosen((c) => toggleChosen(c, id))}
            disabled={!editable}
          />
        )}
        <div className="form-footer">
          <Button intent="primary" icon="send-to" text={rt('gather')} data-testid="btn-gather" disabled={!editable} onClick={gather} />
        </div>
      </Card>
    </div>
  );
}
