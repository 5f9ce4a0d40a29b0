import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { childEntryOf, modules, type FormData } from '../../../../catalogue';
import { FakeApi, moduleButtons, moduleMenu, renderConsole } from '../../../../testing';
import { answerLookups } from '../../../../testing/answers/lookups';
import { pageAnswer, recordAnswer, type RecordFacts } from '../../../../testing/answers/records';
import { ActivityWorksRoutes } from './ActivityWorksRoutes';
import type { ChildRecord, ParentRecord } from './types';

const MODULE = 'activityworks';
const CALL = (path: string) => `/api/blade-crop/crop/${MODULE}/${path}` as const;
const works = childEntryOf(modules[MODULE]!);

/** corp1's entry for the photography call, its works counted by state, as `page` and `detail` answer it. */
function entryAnswer(facts: Partial<ParentRecord> & Pick<RecordFacts, 'state' | 'actions'>): ParentRecord {
  return {
    ...recordAnswer({ id: '31', module: MODULE, ...facts }),
    children: facts.children ?? { total: 3, draft: 1, in_review: 1, approved: 1 },
  };
}

/** One work of entry 31, as `childlist` answers it; the actions the table gives its applicant in that state. */
function workAnswer(id: string, facts: Pick<RecordFacts, 'state' | 'actions'>): ChildRecord {
  return {
    ...recordAnswer({ id, module: MODULE, form: { ...(works.example as FormData) }, title: `作品${id}`, ...facts }),
    parentId: '31',
  };
}

const WORKS: ChildRecord[] = [
  workAnswer('41', { state: 'draft', actions: ['submit', 'remove'] }),
  workAnswer('42', { state: 'in_review', actions: ['withdraw'] }),
  workAnswer('43', { state: 'approved', actions: [] }),
];

/** The photography activity's pages at `at`, as corp1 holding the module's menu and every button of it. */
async function renderActivity(api: FakeApi, at: string) {
  answerLookups(api, MODULE);
  return renderConsole(<ActivityWorksRoutes category="photography" />, {
    api,
    at,
    path: '/activity/photography/*',
    menus: [moduleMenu(MODULE)],
    buttons: moduleButtons(MODULE),
  });
}

/** The entry's page with its works table. */
async function renderEntry(entry: ParentRecord, api = new FakeApi()) {
  api.answer(`GET ${CALL('detail')}`, entry).answer(`GET ${CALL('childlist')}`, pageAnswer(WORKS));
  const shown = await renderActivity(api, '/activity/photography/detail/31');
  await screen.findByTestId('work-41');
  return shown;
}

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));

describe('the children pages', () => {
  it('list the union’s entries, each with its works counted by state', async () => {
    const api = new FakeApi().answer(`GET ${CALL('page')}`, pageAnswer([entryAnswer({ state: 'draft', actions: ['addChild'] })]));
    await renderActivity(api, '/activity/photography');
    const row = await screen.findByTestId('row-31');
    const counts = [...row.querySelectorAll('[data-testid^="count-"]')].map((c) => [c.getAttribute('data-testid'), c.textContent]);
    expect(counts).toEqual([
      ['count-total', '共3件'],
      ['count-draft', '待提交 1'],
      ['count-in_review', '审核中 1'],
      ['count-approved', '已通过 1'],
    ]);
  });

  it('offer adding works to an entry whose actions offer addChild', async () => {
    await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }));
    expect(screen.getByTestId('btn-add-work')).toBeTruthy();
    expect(screen.getByTestId('btn-import')).toBeTruthy();
  });

  it('offer no adding to an entry whose actions do not', async () => {
    await renderEntry(entryAnswer({ state: 'expired', actions: [] }));
    expect(screen.queryByTestId('btn-add-work')).toBeNull();
    expect(screen.queryByTestId('btn-import')).toBeNull();
  });

  it('give each work the buttons its own actions offer', async () => {
    await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }));
    expect(buttonsOf(screen.getByTestId('work-41'))).toEqual(['row-view', 'row-submit', 'row-edit', 'row-remove']);
    expect(buttonsOf(screen.getByTestId('work-42'))).toEqual(['row-view', 'row-withdraw']);
    expect(buttonsOf(screen.getByTestId('work-43'))).toEqual(['row-view']);
  });

  it('send a returned work whose actions offer resubmit with the task that returned it', async () => {
    const work = workAnswer('44', { state: 'returned', actions: ['resubmit', 'withdraw'] });
    const returned = { ...work, form: { ...work.form, workFile: { original: ['501'] } }, openTaskId: 'task-9' };
    const api = new FakeApi()
      .answer(`GET ${CALL('childdetail')}`, returned)
      .answer(`POST ${CALL('childsubmit')}`, { id: '44', processInstanceId: `${MODULE}-44`, state: 'in_review' });
    const { user } = await renderActivity(api, '/activity/photography/apply/44');
    await user.click(await screen.findByTestId('btn-submit'));
    await waitFor(() => expect(api.callsTo(`POST ${CALL('childsubmit')}`)[0]?.body).toMatchObject({ id: '44', taskId: 'task-9' }));
  });

  it('keep a work whose actions offer no submit read-only', async () => {
    const api = new FakeApi().answer(`GET ${CALL('childdetail')}`, workAnswer('42', { state: 'in_review', actions: ['withdraw'] }));
    await renderActivity(api, '/activity/photography/apply/42');
    expect(((await screen.findByTestId('btn-submit')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('remove a work with the reason asked for it', async () => {
    const api = new FakeApi().answer(`POST ${CALL('childremove')}`, null);
    const { user } = await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }), api);
    await user.click(within(screen.getByTestId('work-41')).getByTestId('row-remove'));
    await user.type(await screen.findByTestId('remove-reason'), '作者撤回参赛');
    await user.click(screen.getByTestId('btn-remove-confirm'));
    await waitFor(() =>
      expect(api.callsTo(`POST ${CALL('childremove')}`).map((c) => c.body)).toEqual([{ id: '41', reason: '作者撤回参赛' }]),
    );
  });
});
