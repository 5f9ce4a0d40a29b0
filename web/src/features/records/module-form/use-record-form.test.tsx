import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modules, personalPaths, revealedValues } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { recordAnswer } from '../../../testing/answers/records';
import { useRecordForm } from './use-record-form';

const survey = modules.survey!;

/** survey's form state: the record of `id`, or a new one; shows the year it holds once loaded. */
function SurveyYear({ id }: { id?: string }) {
  const form = useRecordForm(survey, id);
  return <span data-testid="year">{form.loading ? 'loading' : String(form.values.surveyYear ?? '')}</span>;
}

describe('a new form starts with the defaults its fields state', () => {
  // Beijing's 2027 (the console reads the local date).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 1, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('fills this year’s survey year in a new survey', async () => {
    await renderConsole(<SurveyYear />, { api: new FakeApi() });
    expect(screen.getByTestId('year').textContent).toBe('2027');
  });

  it('keeps the year an opened survey holds', async () => {
    const record = recordAnswer({ module: 'survey', id: '9101', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    const api = new FakeApi()
      .answer('GET /api/blade-crop/crop/survey/detail', record)
      .answer('GET /api/blade-crop/crop/survey/reveal', revealedValues(record.form, personalPaths(survey.fields)))
      .answer('GET /api/blade-crop/crop/survey/subject', {});
    await renderConsole(<SurveyYear id="9101" />, { api });
    await waitFor(() => expect(screen.getByTestId('year').textContent).toBe('2026'));
  });
});

/** survey's new form: 输入 types a year, 读取 reads the form as the form lends it to its inputs (`services.formNow`). */
function FormNow() {
  const form = useRecordForm(survey, undefined);
  const [read, setRead] = useState('');
  return (
    <>
      <button type="button" onClick={() => form.setValue('surveyYear', '2031')}>
        输入
      </button>
      <button type="button" onClick={() => setRead(String(form.services.formNow?.().surveyYear ?? ''))}>
        读取
      </button>
      <span data-testid="read">{read}</span>
    </>
  );
}

describe('the form lent to its inputs', () => {
  it('is the values held now, what was typed since the last save included (a rows import sends them)', async () => {
    const { user } = await renderConsole(<FormNow />, { api: new FakeApi() });
    await user.click(screen.getByRole('button', { name: '输入' }));
    await user.click(screen.getByRole('button', { name: '读取' }));
    await waitFor(() => expect(screen.getByTestId('read').textContent).toBe('2031'));
  });
});
