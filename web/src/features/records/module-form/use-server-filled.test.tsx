import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { useFieldsForm } from './use-fields-form';
import { useServerFilled } from './use-server-filled';

const finance7 = modules.finance7!;
const SERVER_FILLED = 'GET /api/blade-crop/crop/finance7/server-filled' as const;

/** finance7's form with a year and two expense lines typed, their budgets what the union left. */
function Typed({ year }: { year: string }) {
  const form = useFieldsForm(finance7);
  const { fill } = form;
  useEffect(
    () =>
      fill(() => ({
        year,
        expenseLines: [
          { code: '505', budget: '1', actual: '950000' },
          { code: '508', budget: '', actual: '1000' },
        ],
      })),
    [fill, year],
  );
  useServerFilled(finance7, form, true);
  const lines = (form.values.expenseLines ?? []) as Record<string, string>[];
  return <span data-testid="budgets">{lines.map((l) => l.budget ?? '').join(',')}</span>;
}

describe('a form with columns the server writes', () => {
  it('shows the approved budget of the year named in each line, 0 where the budget has no such line', async () => {
    const api = new FakeApi().answer(SERVER_FILLED, () => ({ finance2: { expenseLines: [{ code: '505', budget: 1000000 }] } }));
    await renderConsole(<Typed year="2025" />, { api });
    await waitFor(() => expect(screen.getByTestId('budgets').textContent).toBe('1000000,0'));
    expect(api.callsTo(SERVER_FILLED).map((c) => c.query.get('year'))).toContain('2025');
  });

  it('leaves the column empty while the form names no year', async () => {
    const api = new FakeApi().answer(SERVER_FILLED, () => ({ finance2: null }));
    await renderConsole(<Typed year="" />, { api });
    await waitFor(() => expect(api.callsTo(SERVER_FILLED).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('budgets').textContent).toBe(','));
    expect(api.callsTo(SERVER_FILLED)[0]!.query.has('year')).toBe(false);
  });
});

/** rights3's form, its 低保 what the union typed, shown as the form holds it. */
function Hardship({ recordId }: { recordId?: string }) {
  const form = useFieldsForm(modules.rights3!);
  const { fill } = form;
  useEffect(() => fill(() => ({ localMinimum: 1 })), [fill]);
  useServerFilled(modules.rights3!, form, true, recordId);
  return <span data-testid="minimum">{String(form.values.localMinimum ?? '')}</span>;
}

describe('a field the server writes from the federation’s settings', () => {
  it('shows the setting of the year whatever was typed (rights3’s 低保)', async () => {
    const api = new FakeApi().answer('GET /api/blade-crop/crop/rights3/server-filled', () => ({ yearSettings: { localMinimum: 145000 } }));
    await renderConsole(<Hardship />, { api });
    await waitFor(() => expect(screen.getByTestId('minimum').textContent).toBe('145000'));
  });

  it('empties it while the federation has not set the year', async () => {
    const api = new FakeApi().answer('GET /api/blade-crop/crop/rights3/server-filled', () => ({ yearSettings: { localMinimum: null } }));
    await renderConsole(<Hardship />, { api });
    await waitFor(() => expect(api.callsTo('GET /api/blade-crop/crop/rights3/server-filled').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('minimum').textContent).toBe(''));
  });

  it('asks for the saved record’s figure, so a returned form shows its first submission’s year’s', async () => {
    const api = new FakeApi().answer('GET /api/blade-crop/crop/rights3/server-filled', () => ({ yearSettings: { localMinimum: 140000 } }));
    await renderConsole(<Hardship recordId="3001" />, { api });
    await waitFor(() => expect(screen.getByTestId('minimum').textContent).toBe('140000'));
    expect(api.callsTo('GET /api/blade-crop/crop/rights3/server-filled')[0]!.query.get('id')).toBe('3001');
  });
});
