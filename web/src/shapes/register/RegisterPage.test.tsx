import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { FakeApi, renderConsole } from '../../testing';
import { DICTIONARIES } from '../../testing/answers/lookups';
import type { RegisterRow } from './api';
import { RegisterPage } from './RegisterPage';

const VENUES = 'GET /api/blade-crop/crop/field2/index' as const;
const ENTERPRISES = 'GET /api/blade-crop/crop/survey/enterprises' as const;
const DICTIONARY = 'GET /api/blade-system/dict-biz/dictionary' as const;

const row = (id: string, name: string, data: Record<string, unknown>, over: Partial<RegisterRow> = {}): RegisterRow => ({
  id,
  name,
  key: null,
  state: 'active',
  unionId: '1101',
  unionName: '北京智联科技有限公司工会',
  data,
  recognisedOn: '2026-11-20',
  closedOn: null,
  closeReason: null,
  source: { module: 'field1', recordId: '9101' },
  changedAt: '2026-11-20 10:00:00',
  ...over,
});

const ROOM = row('700101', '职工活动室', { venueName: '职工活动室', area: 120, location: '智联大厦B座5层501', managerTel: '139****2233' });
const GYM = row('700102', '职工健身房', { venueName: '职工健身房', area: 85, location: '智联大厦B座5层505' });
const CLOSED = row(
  '700103',
  '心灵驿站',
  { venueName: '心灵驿站', area: 40, location: '智联大厦B座5层508' },
  { state: 'closed', closedOn: '2026-11-25' },
);

const venues = (rows: RegisterRow[], active: number, closed: number, area: number) =>
  new FakeApi().answer(VENUES, { rows, totals: { active, closed, sums: { area }, by: {} } });

const enterprise = (id: string, name: string, key: string, state: RegisterRow['state'] = 'active') =>
  row(id, name, { companyName: name, uscc: key, staffCount: 18 }, { key, state, source: { module: 'survey1', recordId: '9201' } });

/** The register's list call answering `rows`, one page of them. */
const enterprises = (...rows: ReturnType<typeof enterprise>[]) =>
  new FakeApi().answer(ENTERPRISES, { records: rows, total: rows.length, size: 500, current: 1, pages: 1 });

describe('a register page (名录)', () => {
  it('lists the union’s rows with the columns the entry names, numbered, each with its state', async () => {
    await renderConsole(<RegisterPage entry={modules.field2!} />, { api: venues([ROOM, GYM, CLOSED], 2, 1, 205) });
    const table = await screen.findByTestId('register-rows');
    expect(within(table).getByText('场所名称')).toBeTruthy();
    expect(within(table).getByText('使用面积(平方米)')).toBeTruthy();
    const room = screen.getByTestId(`register-row-${ROOM.id}`);
    for (const text of ['1', '智联大厦B座5层501', '120', '139****2233', '在用', '2026-11-20'])
      expect(within(room).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByTestId(`register-row-${CLOSED.id}`).getAttribute('data-state')).toBe('closed');
    expect(within(screen.getByTestId(`register-row-${CLOSED.id}`)).getByText('已停用')).toBeTruthy();
  });

  it('heads the page with the rows in use and closed and the sums of the entry’s columns', async () => {
    await renderConsole(<RegisterPage entry={modules.field2!} />, { api: venues([ROOM, GYM, CLOSED], 2, 1, 205) });
    expect(await screen.findByText('在用2项，已停用1项；使用面积(平方米)合计 205')).toBeTruthy();
  });

  it('shows a dictionary column by its labels, not the codes the rows keep', async () => {
    const api = venues(
      [
        { ...ROOM, data: { ...ROOM.data, venueType: '1' } },
        { ...GYM, data: { ...GYM.data, venueType: '3' } },
      ],
      2,
      0,
      205,
    ).answer(DICTIONARY, (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? []);
    await renderConsole(<RegisterPage entry={modules.field2!} />, { api });
    const headers = within(await screen.findByTestId('register-rows'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const kind = headers.indexOf('场所类型');
    expect(kind).toBeGreaterThan(0);
    const kindOf = (id: string) => within(screen.getByTestId(`register-row-${id}`)).getAllByRole('cell')[kind]!;
    await waitFor(() => expect(kindOf(ROOM.id).textContent).toBe('职工活动室'));
    expect(kindOf(GYM.id).textContent).toBe('职工健身房');
  });

  it('says so when the register has no rows', async () => {
    await renderConsole(<RegisterPage entry={modules.field2!} />, { api: venues([], 0, 0, 0) });
    expect(await screen.findByText('名录中暂无记录')).toBeTruthy();
    expect(screen.queryByTestId('register-rows')).toBeNull();
  });

  it('reads a register without union calls through its list call, its rows’ own codes beside their names', async () => {
    const api = enterprises(enterprise('5101', '北京星河餐饮管理有限公司', '91110108MA01XYZ12B'));
    await renderConsole(<RegisterPage entry={modules.survey!} />, { api });
    const shown = await screen.findByTestId('register-row-5101');
    expect(screen.getByRole('columnheader', { name: '编号' })).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['1', '北京星河餐饮管理有限公司', '91110108MA01XYZ12B']);
    expect(Object.fromEntries(api.callsTo(ENTERPRISES)[0]!.query)).toEqual({ current: '1', size: '500' });
  });

  it('opens the forms filed about a row in use with the row filled in, for a union that may file them', async () => {
    const api = enterprises(
      enterprise('5101', '北京星河餐饮管理有限公司', '91110108MA01XYZ12B'),
      enterprise('5102', '北京云帆物流有限公司', '91110108MA01XYZ13C', 'closed'),
    );
    const { user, router } = await renderConsole(<RegisterPage entry={modules.survey!} />, { api, buttons: { survey2_add: true } });
    await screen.findByTestId('register-row-5101');
    expect(screen.queryByTestId('open-survey2-5102')).toBeNull();
    expect(screen.queryByTestId('open-survey3-5101')).toBeNull();
    await user.click(screen.getByTestId('open-survey2-5101'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${modules.survey2!.route}?enterpriseId=5101`);
  });

  it('offers no form about a row to a union that may file none', async () => {
    const api = enterprises(enterprise('5101', '北京星河餐饮管理有限公司', '91110108MA01XYZ12B'));
    await renderConsole(<RegisterPage entry={modules.survey!} />, { api });
    await screen.findByTestId('register-row-5101');
    expect(screen.queryByText('操作')).toBeNull();
    expect(screen.queryByTestId('open-survey2-5101')).toBeNull();
  });
});
