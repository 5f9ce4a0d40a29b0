import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import type { InputValue } from '../../features/records/fields';
import { FakeApi, renderConsole } from '../../testing';
import { WindowCallout } from './WindowCallout';

const QUERY_INFO = 'GET /api/blade-crop/crop/selfassessmentopen/queryInfo' as const;
const entry = modules.selfassessment!;
const round = {
  id: '7',
  type: 'selfassessment',
  year: 2025,
  window: { start: '2025-12-01', end: '2026-01-31' },
  open: true,
  openNow: true,
  reason: null,
  cutoffDate: null,
  quotaPerUnion: null,
  used: null,
  publicityDays: null,
  items: [
    { code: 'A1', name: '组织建设', content: '按期换届', maxScore: 60 },
    { code: 'A2', name: '民主管理', content: '职代会', maxScore: 40 },
  ],
  vetoItems: [{ code: 'V1', name: '重大群体性事件' }],
  gradeBands: null,
  noticeText: null,
  publisher: { unionId: '1100', unionName: '中关村科技园区工会' },
};

/** The part over a form whose values it reads and fills, as RecordForm gives them. */
function Form({ initial }: { initial: Record<string, InputValue> }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <WindowCallout entry={entry} values={values} setValue={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
      <pre data-testid="values">{JSON.stringify(values)}</pre>
    </>
  );
}
const shown = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, Record<string, string>[]>;

describe('the assessment round above a filing’s form', () => {
  it('names the publisher and the window of the round of the form’s year', async () => {
    const api = new FakeApi().answer(QUERY_INFO, round);
    await renderConsole(<Form initial={{ year: '2025', items: [], vetoes: [] }} />, { api });
    expect((await screen.findByTestId('window-part')).textContent).toContain(
      '2025年度考核由中关村科技园区工会发布。 申报时间：2025-12-01 至 2026-01-31。',
    );
  });

  it('puts the round’s items and veto items into empty rows on a click', async () => {
    const api = new FakeApi().answer(QUERY_INFO, round);
    await renderConsole(<Form initial={{ year: '2025', items: [], vetoes: [] }} />, { api });
    expect(shown().items).toEqual([]);
    await userEvent.click(await screen.findByTestId('window-fill'));
    await waitFor(() => expect(shown().items).toHaveLength(2));
    expect(shown().items![0]).toEqual({ code: 'A1', name: '组织建设', content: '按期换届', maxScore: '60' });
    expect(shown().vetoes).toEqual([{ code: 'V1', name: '重大群体性事件' }]);
  });

  it('keeps what the union typed in a row of the same code', async () => {
    const api = new FakeApi().answer(QUERY_INFO, round);
    const typed = [{ code: 'A1', name: '组织建设', content: '按期换届', maxScore: '50', selfScore: '45', evidenceNote: '' }];
    await renderConsole(<Form initial={{ year: '2025', items: typed, vetoes: [] }} />, { api });
    await userEvent.click(await screen.findByTestId('window-fill'));
    expect(shown().items).toHaveLength(2);
    expect(shown().items![0]).toMatchObject({ maxScore: '60', selfScore: '45' });
  });

  it('says why filing is not open', async () => {
    const api = new FakeApi().answer(QUERY_INFO, { ...round, openNow: false, reason: 'ended' });
    await renderConsole(<Form initial={{ year: '2025', items: [], vetoes: [] }} />, { api });
    expect((await screen.findByTestId('window-part')).textContent).toContain('申报已截止，退回的申报仍可重新提交。');
  });
});
