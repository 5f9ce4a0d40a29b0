import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderConsole } from '../../testing';
import { roundStanding } from '../../testing/answers/round';
import { RoundCallout } from './RoundCallout';

const IS_APPLY = 'GET /api/blade-crop/crop/round/isApply' as const;
const standing = roundStanding();

describe('the round above a module’s form', () => {
  it('shows the window and the union’s places and use while it may file', async () => {
    const api = new FakeApi().answer(IS_APPLY, {
      ...standing,
      apply: true,
      message: null,
      opensAt: '2026-03-01 00:00:00',
      closesAt: '2026-04-30 23:59:59',
      quota: 2,
      used: 1,
    });
    await renderConsole(<RoundCallout moduleKey="modelWorkerSelection1" />, { api });
    expect((await screen.findByTestId('round-part')).textContent).toBe(
      '申报时间：2026-03-01 00:00:00 至 2026-04-30 23:59:59。 本单位推荐名额 2 名，已用 1 名。',
    );
  });

  it('says why the union cannot file now, as the server words it', async () => {
    const api = new FakeApi().answer(IS_APPLY, {
      ...standing,
      apply: false,
      reason: 'noRound',
      message: '「北京市劳动模范和先进工作者」尚未开启评选，暂不能提交',
      opensAt: null,
      closesAt: null,
      quota: 0,
      used: 0,
    });
    await renderConsole(<RoundCallout moduleKey="modelWorkerSelection1" />, { api });
    expect((await screen.findByTestId('round-part')).textContent).toContain('尚未开启评选');
  });

  it('names the round’s call, tells a higher union with places when its summary is due, and opens the call’s text on a click', async () => {
    const api = new FakeApi().answer(IS_APPLY, {
      ...standing,
      apply: true,
      message: null,
      opensAt: '2026-03-01 00:00:00',
      closesAt: '2026-04-30 23:59:59',
      quota: 1,
      used: 0,
      places: 3,
      placesUsed: 1,
      roundTitle: '2026年北京市劳动模范推荐评选',
      noticeText: '各基层工会：\n请于4月30日前完成推荐。',
      summaryDeadline: '2026-05-15 17:00:00',
    });
    await renderConsole(<RoundCallout moduleKey="modelWorkerSelection1" />, { api });
    expect((await screen.findByTestId('round-part')).textContent).toBe(
      '「2026年北京市劳动模范推荐评选」申报时间：2026-03-01 00:00:00 至 2026-04-30 23:59:59。 本单位推荐名额 1 名，已用 0 名。 汇总上报截止：2026-05-15 17:00:00。',
    );
    fireEvent.click(screen.getByTestId('round-notice-toggle'));
    expect((await screen.findByTestId('round-notice')).textContent).toBe('各基层工会：\n请于4月30日前完成推荐。');
  });
});
