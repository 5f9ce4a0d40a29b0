// A form opened from a campaign's message (填写问卷): the campaign it answers taken from its address.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, moduleButtons, renderConsole } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import { RecordFormPage } from './RecordFormPage';

const CAMPAIGN = 'GET /api/blade-crop/crop/finance6/getSurveyById' as const;
const PUBLISHED = 'GET /api/blade-crop/crop/finance6/question-set/published' as const;
const QUESTIONS = {
  setKey: 'fundsaudit',
  version: 1,
  publishTime: '2026-11-01 09:00:00',
  content: { title: '经费审查调查', questions: [] },
};
const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/** finance6's new form at `search`, the campaign call answering campaign 30001's sender. */
async function opened(search: string) {
  const api = answerLookups(new FakeApi(), 'finance6')
    .answer(PUBLISHED, QUESTIONS)
    .answer(CAMPAIGN, (call) => ({
      id: call.query.get('id'),
      senderUnionId: '1100',
      senderUnion: '中关村街道工会联合会',
    }));
  const shown = await renderConsole(<RecordFormPage />, {
    api,
    at: `/crop/finance6/form${search}`,
    path: '/crop/:module/form/:id?',
    buttons: moduleButtons('finance6'),
  });
  await screen.findByTestId('record-form');
  return shown;
}

describe('a form opened from a campaign’s message', () => {
  it('answers the campaign its address names, and asks who sent it', async () => {
    const { api } = await opened('?surveyId=30001');
    await waitFor(() => expect(input('field-surveyId')?.value).toBe('30001'));
    await waitFor(() => expect(api.callsTo(CAMPAIGN).map((c) => c.query.get('id'))).toEqual(['30001']));
  });

  it('takes nothing from its address but the campaign', async () => {
    await opened('?surveyId=30001&year=2019');
    await waitFor(() => expect(input('field-surveyId')?.value).toBe('30001'));
    expect(input('field-year')?.value).toBe('');
  });

  it('opened without a campaign, answers none', async () => {
    const { api } = await opened('');
    expect(input('field-surveyId')?.value ?? '').toBe('');
    expect(api.callsTo(CAMPAIGN)).toHaveLength(0);
  });
});
