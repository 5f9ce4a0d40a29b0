// A scored assessment's detail (the `scoring` shape, AS-S3): once its reviewer approved, each item's
// reviewer score beside the union's own, both totals and the reviewer's grade; nothing before.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { FakeApi, renderConsole } from '../../testing';
import { DICTIONARIES } from '../../testing/answers/lookups';
import { recordAnswer } from '../../testing/answers/records';
import { ScoresView } from './ScoresView';

const entry = modules.selfassessment!;
const scored = {
  ...recordAnswer({ id: '1', module: 'selfassessment', state: 'approved', actions: [] }),
  reviewerScores: [
    { code: 'A1', name: '组织建设', maxScore: 60, selfScore: 55, score: 50 },
    { code: 'A2', name: '民主管理', maxScore: 40, selfScore: 37, score: 35 },
  ],
  reviewerTotal: 85,
  reviewerGrade: '2',
};
const api = () =>
  new FakeApi().answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? []);

describe('a scored assessment’s scores in its detail', () => {
  it('shows each reviewer score beside the self score, the totals and the grade', async () => {
    await renderConsole(<ScoresView entry={entry} record={scored} />, { api: api() });
    const view = await screen.findByTestId('scores-view');
    expect(screen.getByTestId('scored-A1').textContent).toBe('50');
    expect(view.textContent).toContain('55');
    expect(screen.getByTestId('scored-total').textContent).toBe('85');
    expect(view.textContent).toContain('92');
    expect((await screen.findByTestId('scored-grade')).textContent).toBe('审核等次：良好');
  });

  it('shows nothing before the reviewer scored', async () => {
    await renderConsole(<ScoresView entry={entry} record={{ ...scored, reviewerTotal: null }} />, { api: api() });
    expect(screen.queryByTestId('scores-view')).toBeNull();
  });
});
