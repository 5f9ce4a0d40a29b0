import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, savedDownloads, moduleMenu, renderConsole } from '../../../testing';
import { honourPage, PERSON_HONOUR, TEAM_HONOUR } from '../../../testing/answers/honours';
import { answerLookups } from '../../../testing/answers/lookups';
import { HonoursPage } from './HonoursPage';

const LIST = 'GET /api/blade-crop/crop/honor2/getListByType' as const;
const SHEET = 'GET /api/blade-crop/crop/honor2/exportList' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The page as corp1 opens it, honor2 answering the person's honour or the collective's as the type asks. */
async function openPage(options: { api?: FakeApi; menus?: string[] } = {}) {
  const api = answerLookups(options.api ?? new FakeApi()).answer(LIST, (call) =>
    honourPage(call.query.get('type') === 'team' ? [TEAM_HONOUR] : [PERSON_HONOUR]),
  );
  const shown = await renderConsole(<HonoursPage />, { api, at: '/honor/achieve', menus: (options.menus ?? []).map((m) => moduleMenu(m)) });
  await screen.findByTestId(`honour-${PERSON_HONOUR.id}`);
  return shown;
}

const lastQuery = (api: FakeApi, route: typeof LIST | typeof SHEET) => Object.fromEntries(api.callsTo(route).at(-1)!.query);

describe('the honours page (荣誉成果)', () => {
  it('lists the persons’ honours with the ID number as the server masked it, the level’s label and the union', async () => {
    const { api } = await openPage();
    const row = screen.getByTestId(`honour-${PERSON_HONOUR.id}`);
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      '李秀梅北京智联科技有限公司',
      '110108********0026',
      '优秀工会工作者',
      '区县级',
      '2026',
      '2026-11-23',
      '区总工会',
      '北京智联科技有限公司工会委员会',
      '工会荣誉申报',
    ]);
    expect(screen.getByTestId('col-identity').textContent).toBe('身份证号');
    expect(lastQuery(api, LIST)).toEqual({ type: 'person', current: '1', size: '10' });
  });

  it('links the source record to its detail page where the viewer has the module’s menu, and only names it where not', async () => {
    const { user, router } = await openPage({ menus: ['innovationteam'] });
    expect(within(screen.getByTestId(`honour-${PERSON_HONOUR.id}`)).getByTestId('honour-source').tagName).toBe('SPAN');
    await user.click(screen.getByRole('radio', { name: '集体' }));
    const link = within(await screen.findByTestId(`honour-${TEAM_HONOUR.id}`)).getByTestId('honour-source');
    expect(link.getAttribute('href')).toBe(`/crop/innovationteam/detail/${TEAM_HONOUR.sourceRecordId}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/crop/innovationteam/detail/${TEAM_HONOUR.sourceRecordId}`);
  });

  it('lists the collectives with their credit code when 集体 is chosen', async () => {
    const { api, user } = await openPage();
    await user.click(screen.getByRole('radio', { name: '集体' }));
    const row = await screen.findByTestId(`honour-${TEAM_HONOUR.id}`);
    expect(screen.getByTestId('col-identity').textContent).toBe('统一社会信用代码');
    expect(row.textContent).toContain('91110108MA01ABCD2X');
    expect(lastQuery(api, LIST)).toMatchObject({ type: 'team' });
  });

  it('sends the chosen level, the typed holder name and the sort by year to the server', async () => {
    const { api, user } = await openPage();
    await user.selectOptions(screen.getByTestId('search-level'), '4');
    await user.type(screen.getByTestId('search-holderName'), '李秀梅');
    await user.click(screen.getByTestId('btn-search'));
    await waitFor(() => expect(lastQuery(api, LIST)).toMatchObject({ level: '4', holderName: '李秀梅' }));
    await user.click(screen.getByTestId('col-year'));
    await waitFor(() =>
      expect(lastQuery(api, LIST)).toEqual({ type: 'person', level: '4', holderName: '李秀梅', descs: 'year', current: '1', size: '10' }),
    );
  });

  it('exports the ledger of the filters in force, without paging', async () => {
    const api = new FakeApi().answerFile(SHEET, 'workbook', XLSX);
    const saved = savedDownloads();
    const { user } = await openPage({ api });
    await user.click(screen.getByRole('radio', { name: '集体' }));
    await user.selectOptions(screen.getByTestId('search-year'), '2026');
    await user.click(screen.getByTestId('btn-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('荣誉成果台账.xlsx'));
    expect(lastQuery(api, SHEET)).toEqual({ type: 'team', year: '2026' });
  });

  it('counts down the wait a busy server asks for before 导出 may be pressed again', async () => {
    const api = new FakeApi().refuse(SHEET, 429, '服务器繁忙，请 30 秒后再试', null, { 'Retry-After': '30' });
    const { user } = await openPage({ api });
    await user.click(screen.getByTestId('btn-export'));
    const button = await screen.findByRole('button', { name: /30/ });
    expect(button.getAttribute('data-testid')).toBe('btn-export');
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
