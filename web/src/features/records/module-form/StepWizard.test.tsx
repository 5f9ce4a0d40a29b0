// The step wizard (features/step-wizard) as a stepped module's form page draws it: its tests live
// here, beside RecordFormPage, since the wizard imports nothing of the form it wraps.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordStep, SubmitAnswer } from '../../../api';
import { modules } from '../../../catalogue';
import { translate } from '../../../i18n';
import { FakeApi, moduleButtons, renderConsole } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import { recordAnswer, type RecordFacts } from '../../../testing/answers/records';
import { RecordFormPage } from './RecordFormPage';

const setup2 = modules.setup2!;
const DETAIL = 'GET /api/blade-crop/crop/setup2/detail' as const;

/** setup2's steps as the detail answers them: each step's state by its key. */
function stepsOf(states: Record<'application' | 'file', string>): RecordStep[] {
  return (setup2.steps ?? []).map((s) => ({
    key: s.key,
    title: s.title.zh,
    variant: null,
    calls: s.calls,
    state: states[s.key as keyof typeof states],
  }));
}

/** setup2's form page, as corp1 holding every button of the module: a new record, or the one `facts` describe. */
async function renderWizard(api: FakeApi, facts?: Omit<RecordFacts, 'module' | 'id'>) {
  answerLookups(api, 'setup2');
  if (facts) api.answer(DETAIL, recordAnswer({ id: '8', module: 'setup2', ...facts }));
  const shown = await renderConsole(<RecordFormPage />, {
    api,
    at: facts ? '/crop/setup2/form/8' : '/crop/setup2/form',
    path: '/crop/:module/form/:id?',
    buttons: moduleButtons('setup2'),
  });
  await screen.findByTestId('record-form');
  return shown;
}

const stepState = (key: string) => screen.getByTestId(`step-${key}`).getAttribute('data-state');
const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;
/** The form has the field: its label stands for it. */
const hasField = (name: string) => document.querySelector(`label[for="field-${name}"]`) !== null;

describe('the step wizard', () => {
  it('shows every step in order, a new record at the first', async () => {
    await renderWizard(new FakeApi());
    const steps = screen.getByTestId('step-indicator').querySelectorAll('li');
    expect([...steps].map((li) => li.querySelector('.step-title')?.textContent)).toEqual(['1. 成立申请', '2. 建会资料']);
    expect([stepState('application'), stepState('file')]).toEqual(['draft', 'pending']);
    expect(screen.getByTestId('step-file').textContent).toContain(translate('zh', 'step.pending'));
  });

  it('opens the current step’s fields to editing, and no field of a later step', async () => {
    await renderWizard(new FakeApi());
    expect(input('field-unionName')?.disabled).toBe(false);
    expect(hasField('foundingPapers')).toBe(false);
  });

  it('keeps the next step locked while the first is in review', async () => {
    await renderWizard(new FakeApi(), {
      state: 'in_review',
      step: 'application',
      steps: stepsOf({ application: 'in_review', file: 'pending' }),
      actions: ['withdraw', 'cancel'],
    });
    expect([stepState('application'), stepState('file')]).toEqual(['in_review', 'pending']);
    expect(input('field-unionName')?.disabled).toBe(true);
    expect(hasField('foundingPapers')).toBe(false);
  });

  it('opens the next step once the first is approved, sent through that step’s own call', async () => {
    const api = new FakeApi().answer<SubmitAnswer>('POST /api/blade-crop/crop/setup2/submitfile', {
      id: '8',
      processInstanceId: 'setup2-8',
      state: 'in_review',
    });
    const { user, router } = await renderWizard(api, {
      state: 'draft',
      step: 'file',
      steps: stepsOf({ application: 'approved', file: 'draft' }),
      actions: ['save', 'submit', 'cancel'],
    });
    expect([stepState('application'), stepState('file')]).toEqual(['approved', 'draft']);
    expect(hasField('unionName')).toBe(false);
    expect(hasField('foundingPapers')).toBe(true);
    // A slot takes uploads while the step is open (a read-only one has no picker).
    expect(input('field-foundingPapers-minutes')?.disabled).toBe(false);
    await user.click(screen.getByTestId('btn-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crop/setup2/detail/8'));
    expect(api.callsTo('POST /api/blade-crop/crop/setup2/submitfile')).toHaveLength(1);
    expect(api.callsTo('POST /api/blade-crop/crop/setup2/submit')).toEqual([]);
  });
});
