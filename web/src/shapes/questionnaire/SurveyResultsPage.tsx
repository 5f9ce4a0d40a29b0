import { Callout, Card, H5, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle, useLoader } from '../../lib';
import { DownloadButton } from '../../features/platform/crud';
import { PageHeader } from '../../features/platform/layout';
import { questionSets, type ResultScope } from './api';
import { ResultBody } from './ResultBody';
import { useQText } from './texts';
import './questionnaire.css';

/**
 * 问卷统计 (`?module=survey`): per-question results of one published version over the records the caller may see
 * (approved ones, or every submitted one), and the answers as an Excel download.
 */
export function SurveyResultsPage({ moduleKey: given }: { moduleKey?: string } = {}) {
  const q = useQText();
  usePageTitle(q('resultsTitle'));
  const [params] = useSearchParams();
  const moduleKey = given ?? (params.get('module') || 'survey');
  const [version, setVersion] = useState<number>();
  const [scope, setScope] = useState<ResultScope>('approved');
  const [newest, setNewest] = useState<number>();
  const loaded = useLoader(`${moduleKey}:${version ?? ''}:${scope}`, async () => {
    const r = await questionSets.results(moduleKey, version, scope);
    if (version === undefined) setNewest(r.version);
    return r;
  });
  const result = loaded.data;
  const versions = Array.from({ length: newest ?? 0 }, (_, i) => (newest ?? 0) - i);

  return (
    <div className="page">
      <PageHeader
        title={q('resultsTitle')}
        subtitle={result?.title}
        actions={
          <DownloadButton
            icon="download"
            text={q('exportExcel')}
            testId="export-answers"
            disabled={!result}
            fetch={() => questionSets.exportAnswers(moduleKey, result?.version, scope)}
            name={`${result?.title ?? moduleKey}-v${result?.version ?? ''}.xlsx`}
          />
        }
      />
      <div className="questionnaire-toolbar">
        <HTMLSelect
          aria-label={q('version')}
          value={result?.version ?? ''}
          onChange={(e) => setVersion(Number(e.currentTarget.value))}
          options={versions.map((v) => ({ value: v, label: q('versionN', { n: v }) }))}
        />
        <HTMLSelect
          aria-label={q('scope')}
          data-testid="scope-select"
          value={scope}
          onChange={(e) => setScope(e.currentTarget.value as ResultScope)}
          options={(['approved', 'submitted'] as const).map((s) => ({ value: s, label: q(`scope_${s}`) }))}
        />
        {result && <span data-testid="record-count">{q('recordCount', { n: result.recordCount })}</span>}
      </div>
      {loaded.loading && <Spinner />}
      {!loaded.loading && !result && <Callout intent="warning">{q('notPublished')}</Callout>}
      {result?.questions.map((r, i) => (
        <Card key={r.id} className="questionnaire-result-card" data-testid={`result-${r.id}`}>
          <H5>
            {i + 1}. {r.title}
          </H5>
          <div className="questionnaire-result-meta">
            {q('answered', { n: r.answered })}
            {r.shown < result.recordCount && q('shownTo', { n: r.shown })}
          </div>
          <ResultBody result={r} />
        </Card>
      ))}
    </div>
  );
}
