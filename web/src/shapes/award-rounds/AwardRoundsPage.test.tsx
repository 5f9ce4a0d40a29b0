import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderConsole } from '../../testing';
import { AwardRoundsPage } from './AwardRoundsPage';

const IS_APPLY = 'GET /api/blade-crop/crop/advanceSelection/isApply' as const;
const standing = { roundId: '1', reason: null, places: null, placesUsed: null };

describe('the page of a window module', () => {
  it('shows each kind’s window and the union’s places and use, and which it may file now', async () => {
    const api = new FakeApi().answer(IS_APPLY, {
      apply: true,
      items: [
        {
          ...standing,
          module: 'advanceSelection1',
          kind: 'advance_person',
          title: '先进个人推荐',
          apply: true,
          message: null,
          opensAt: '2026-03-01 00:00:00',
          closesAt: '2026-04-30 23:59:59',
          quota: 2,
          used: 1,
        },
        {
          ...standing,
          module: 'advanceSelection3',
          kind: 'advance_team',
          title: '先进集体推荐',
          apply: false,
          reason: 'noRound',
          message: '「先进集体」尚未开启评选，暂不能提交',
          opensAt: null,
          closesAt: null,
          quota: 0,
          used: 0,
        },
      ],
    });
    await renderConsole(<AwardRoundsPage moduleKey="advanceSelection" />, { api });
    expect((await screen.findByTestId('award-advanceSelection1')).textContent).toBe(
      '先进个人推荐2026-03-01 00:00:00 ~ 2026-04-30 23:59:592 名，已用 1 名可申报',
    );
    expect(screen.getByTestId('award-advanceSelection3').textContent).toContain('尚未开启评选');
  });
});
