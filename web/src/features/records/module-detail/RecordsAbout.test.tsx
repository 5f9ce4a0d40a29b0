import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { saveLang } from '../../../i18n';
import { renderConsole } from '../../../testing';
import { recordAnswer } from '../../../testing/answers/records';
import { modulePaths } from '../modules';
import { RecordsAbout } from './RecordsAbout';

// field4's room with the goods requests (field4material) filed under it, as its detail answers them.
const requests = (records: { id: string; state: string; title: string; createTime: string }[], counts: Record<string, number>) => [
  { module: 'field4material', title: '爱心妈咪小屋物资申领', counts, records },
];
const REQUESTED = { id: '9301', state: 'approved', title: '智联科技爱心妈咪小屋', createTime: '2026-10-08 10:00:00' };
const OPEN = { id: '9302', state: 'in_review', title: '智联科技爱心妈咪小屋', createTime: '2026-11-20 09:00:00' };
const room = (state: 'approved' | 'in_review', about = requests([OPEN, REQUESTED], { total: 2, approved: 1, in_review: 1 })) =>
  recordAnswer({ id: '9201', module: 'field4', state, actions: [], about });

describe('the records filed about a record (field4’s goods requests)', () => {
  it('titles each module’s records with how many there are', async () => {
    await renderConsole(<RecordsAbout record={room('approved')} />);
    expect(within(await screen.findByTestId('about-field4material')).getByText('爱心妈咪小屋物资申领（2）')).toBeTruthy();
  });

  it('writes the count in English brackets in English', async () => {
    const about = [{ module: 'field4material', title: 'Mother-baby room goods request', counts: { total: 2 }, records: [OPEN, REQUESTED] }];
    saveLang('en');
    try {
      await renderConsole(<RecordsAbout record={room('approved', about)} />);
      expect(within(await screen.findByTestId('about-field4material')).getByText('Mother-baby room goods request (2)')).toBeTruthy();
    } finally {
      saveLang('zh');
    }
  });

  it('heads the list with number, title, state and date', async () => {
    await renderConsole(<RecordsAbout record={room('approved')} />);
    const table = within(await screen.findByTestId('about-field4material'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['编号', '标题', '状态', '创建时间']);
  });

  it('lists them newest first as answered, each with its number, state and date', async () => {
    await renderConsole(<RecordsAbout record={room('approved')} />);
    const rows = await screen.findAllByTestId(/^about-row-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([`about-row-${OPEN.id}`, `about-row-${REQUESTED.id}`]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([OPEN.id, OPEN.title, '审核中', OPEN.createTime]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([REQUESTED.id, REQUESTED.title, '已通过', REQUESTED.createTime]);
  });

  it('opens a request’s detail from its number', async () => {
    const { user, router } = await renderConsole(<RecordsAbout record={room('approved')} />);
    await user.click(await screen.findByTestId(`about-link-${OPEN.id}`));
    expect(router.state.location.pathname).toBe(modulePaths.detail('field4material', OPEN.id));
  });

  it('offers a new request under an approved room, the form opened with the room filled in', async () => {
    const { user, router } = await renderConsole(<RecordsAbout record={room('approved')} />, { buttons: { field4material_add: true } });
    await user.click(await screen.findByTestId('about-new-field4material'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${modules.field4material!.route}?pid=9201`);
  });

  it('offers no new request under a room not yet approved', async () => {
    await renderConsole(<RecordsAbout record={room('in_review')} />, { buttons: { field4material_add: true } });
    await screen.findByTestId('about-field4material');
    expect(screen.queryByTestId('about-new-field4material')).toBeNull();
  });

  it('offers no new request to a union without the module’s 新增 button', async () => {
    await renderConsole(<RecordsAbout record={room('approved')} />);
    await screen.findByTestId('about-field4material');
    expect(screen.queryByTestId('about-new-field4material')).toBeNull();
  });

  it('says so when nothing was filed under the room yet', async () => {
    await renderConsole(<RecordsAbout record={room('approved', requests([], { total: 0 }))} />);
    expect(within(await screen.findByTestId('about-field4material')).getByText('暂无数据')).toBeTruthy();
  });

  it('draws nothing for a record nothing is filed about', async () => {
    await renderConsole(<RecordsAbout record={recordAnswer({ id: '9202', module: 'field4', state: 'approved', actions: [] })} />);
    expect(screen.queryByTestId('about-field4material')).toBeNull();
  });
});
