import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { useCampaignFill } from './use-campaign-fill';
import { useFieldsForm } from './use-fields-form';

const finance6 = modules.finance6!;
const CAMPAIGN = 'GET /api/blade-crop/crop/finance6/getSurveyById' as const;

/** finance6's form as a campaign's message opens it: its campaign named, its sender not yet. */
function Opened({ campaignId }: { campaignId: string }) {
  const form = useFieldsForm(finance6);
  const { fill } = form;
  useEffect(() => fill(() => ({ surveyId: campaignId })), [fill, campaignId]);
  useCampaignFill(finance6, form, true);
  return (
    <>
      <span data-testid="sender">{String(form.values.surveyUnion ?? '')}</span>
      <span data-testid="year">{String(form.values.year ?? '')}</span>
    </>
  );
}

describe('a form answering a campaign', () => {
  it('names the union that sent the campaign as its reviewer, read from the campaign call', async () => {
    const api = new FakeApi().answer(CAMPAIGN, (call) => ({
      id: call.query.get('id'),
      senderUnionId: '1100',
      senderUnion: '上地街道总工会',
      year: null,
    }));
    await renderConsole(<Opened campaignId="30001" />, { api });
    await waitFor(() => expect(screen.getByTestId('sender').textContent).toBe('1100'));
    expect(api.callsTo(CAMPAIGN).map((c) => c.query.get('id'))).toEqual(['30001']);
  });

  it('takes the year it is about from the campaign (sendOut.yearField)', async () => {
    const api = new FakeApi().answer(CAMPAIGN, (call) => ({
      id: call.query.get('id'),
      senderUnionId: '1100',
      senderUnion: '上地街道总工会',
      year: 2025,
    }));
    await renderConsole(<Opened campaignId="30001" />, { api });
    await waitFor(() => expect(screen.getByTestId('year').textContent).toBe('2025'));
  });
});

/** finance7's form as a call for reports' message opens it: its call named, its year not yet. */
function ReportOpened({ sid }: { sid: string }) {
  const form = useFieldsForm(modules.finance7!);
  const { fill } = form;
  useEffect(() => fill(() => ({ sid })), [fill, sid]);
  useCampaignFill(modules.finance7!, form, true);
  return <span data-testid="year">{String(form.values.year ?? '')}</span>;
}

describe('a report filed to a call for reports', () => {
  it('takes its year from the call, though it names no sender (finance7’s 决算年度)', async () => {
    const CALL = 'GET /api/blade-crop/crop/finance7/campaign/invited' as const;
    const api = new FakeApi().answer(CALL, (call) => ({
      id: call.query.get('id'),
      senderUnionId: '1100',
      senderUnion: '上地街道总工会',
      year: 2025,
    }));
    await renderConsole(<ReportOpened sid="30002" />, { api });
    await waitFor(() => expect(screen.getByTestId('year').textContent).toBe('2025'));
    expect(api.callsTo(CALL).map((c) => c.query.get('id'))).toEqual(['30002']);
  });
});
