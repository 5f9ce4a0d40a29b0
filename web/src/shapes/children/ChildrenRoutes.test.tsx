import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { childCallOf, childEntryOf, childrenProblems, modules, type FormData, type ModuleEntry } from '../../catalogue';
import { FakeApi, moduleButtons, moduleMenu, renderConsole } from '../../testing';
import { answerLookups } from '../../testing/answers/lookups';
import { pageAnswer, recordAnswer, type RecordFacts } from '../../testing/answers/records';
import { childSections, type ChildSection } from './child-pages';
import { ChildrenRoutes } from './ChildrenRoutes';
import type { ChildRecord, ParentRecord } from './types';

/**
 * A second module with children that exists only here (a meeting sign-up: people under a union's
 * entry), with no categories and its call named by fields of its own (`meetingId`, `meetingName`):
 * the pages must serve it from its entry alone, and nothing may read `activityId`.
 */
const ACTIVITY_WORKS = modules.activityworks!;
const { pages: _noCategories, ...works } = ACTIVITY_WORKS.children!;
const MEETING_FIELDS: Readonly<Record<string, Pick<ModuleEntry['fields'][number], 'name' | 'label'>>> = {
  activityId: { name: 'meetingId', label: { zh: '会议编号', en: 'Meeting number' } },
  activityName: { name: 'meetingName', label: { zh: '会议名称', en: 'Meeting' } },
};
const meetingName = (name: string) => MEETING_FIELDS[name]?.name ?? name;
const MEETING_SIGN_UP: ModuleEntry = {
  ...ACTIVITY_WORKS,
  key: 'meetingSignUp',
  title: { zh: '会议报名', en: 'Meeting sign-up' },
  route: '/meeting/signup',
  titleField: 'meetingName',
  fields: ACTIVITY_WORKS.fields.map((f) => ({ ...f, ...MEETING_FIELDS[f.name] })),
  example: {
    ...Object.fromEntries(Object.entries(ACTIVITY_WORKS.example).map(([k, v]) => [meetingName(k), v])),
    meetingId: 'MT2026-SPRING',
    meetingName: '2026年春季职工代表大会',
  },
  children: { ...works, title: { zh: '参会人员', en: 'Attendee' }, call: { idField: 'meetingId', nameField: 'meetingName' } },
};

/** Every catalogue module with children under each of its sets of pages, and the test-only one. */
const CASES = [...Object.values(modules).filter((entry) => entry.children), MEETING_SIGN_UP].flatMap((entry) =>
  childSections(entry).map((section) => ({ name: `${entry.key} at ${section.base}`, entry, section })),
);

/** A row of `entry` as the server answers it (the answers are made from the catalogue's example of activityworks, the module the fakes know). */
function rowOf<T extends object>(entry: ModuleEntry, row: T): T {
  return { ...row, module: entry.key };
}

function pagesOf(entry: ModuleEntry, section: ChildSection) {
  const call = (path: string) => `/api/blade-crop/crop/${entry.key}/${path}` as const;
  const child = childEntryOf(entry);

  /** The union's entry 31 (the module's example), its children counted by state, as `page` and `detail` answer it. */
  const entryAnswer = (facts: Partial<ParentRecord> & Pick<RecordFacts, 'state' | 'actions'>): ParentRecord =>
    rowOf(entry, {
      ...recordAnswer({ id: '31', module: 'activityworks', form: { ...(entry.example as FormData) }, ...facts }),
      children: facts.children ?? { total: 3, draft: 1, in_review: 1, approved: 1 },
    });

  /** One child of entry 31, as `childlist` answers it; the actions the table gives its applicant in that state. */
  const childAnswer = (id: string, facts: Pick<RecordFacts, 'state' | 'actions'>): ChildRecord =>
    rowOf(entry, {
      ...recordAnswer({ id, module: 'activityworks', form: { ...(child.example as FormData) }, title: `作品${id}`, ...facts }),
      parentId: '31',
    });

  const children: ChildRecord[] = [
    childAnswer('41', { state: 'draft', actions: ['submit', 'remove'] }),
    childAnswer('42', { state: 'in_review', actions: ['withdraw'] }),
    childAnswer('43', { state: 'approved', actions: [] }),
  ];

  /** The module's pages at `at` (below the section), as corp1 holding the module's menu and every button of it. */
  const render = (api: FakeApi, at: string) => {
    answerLookups(api, entry);
    return renderConsole(<ChildrenRoutes entry={entry} section={section} />, {
      api,
      at: `${section.base}${at}`,
      path: `${section.base}/*`,
      menus: [{ ...moduleMenu('activityworks'), id: `menu-${entry.key}`, code: entry.key, alias: entry.key, path: section.base }],
      buttons: moduleButtons(entry.key),
    });
  };

  /** The entry's page with its children's table. */
  const renderEntry = async (parent: ParentRecord, api = new FakeApi()) => {
    api.answer(`GET ${call('detail')}`, parent).answer(`GET ${call('childlist')}`, pageAnswer(children));
    const shown = await render(api, '/detail/31');
    await screen.findByTestId('work-41');
    return shown;
  };

  return { call, childAnswer, entryAnswer, render, renderEntry };
}

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));

describe.each(CASES)('the children pages of $name', ({ entry, section }) => {
  const { call, childAnswer, entryAnswer, render, renderEntry } = pagesOf(entry, section);

  it('list the union’s entries, each with its children counted by state', async () => {
    const api = new FakeApi().answer(`GET ${call('page')}`, pageAnswer([entryAnswer({ state: 'draft', actions: ['addChild'] })]));
    await render(api, '');
    const row = await screen.findByTestId('row-31');
    const counts = [...row.querySelectorAll('[data-testid^="count-"]')].map((c) => [c.getAttribute('data-testid'), c.textContent]);
    expect(counts).toEqual([
      ['count-total', '共3件'],
      ['count-draft', '待提交 1'],
      ['count-in_review', '审核中 1'],
      ['count-approved', '已通过 1'],
    ]);
    expect(api.callsTo(`GET ${call('page')}`)).toHaveLength(1);
  });

  it('name the module and, where it has categories, the category of its calls', async () => {
    await render(new FakeApi().answer(`GET ${call('page')}`, pageAnswer([])), '');
    await screen.findByText(entry.title.zh);
    const subtitle = section.category ? `${section.category.name.zh} · 我的报名` : '我的报名';
    expect(document.querySelector('.page-subtitle')?.textContent).toBe(subtitle);
  });

  it('offer adding children to an entry whose actions offer addChild', async () => {
    await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }));
    expect(screen.getByTestId('btn-add-work')).toBeTruthy();
    expect(screen.getByTestId('btn-import')).toBeTruthy();
  });

  it('offer no adding to an entry whose actions do not', async () => {
    await renderEntry(entryAnswer({ state: 'expired', actions: [] }));
    expect(screen.queryByTestId('btn-add-work')).toBeNull();
    expect(screen.queryByTestId('btn-import')).toBeNull();
  });

  it('give each child the buttons its own actions offer', async () => {
    await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }));
    expect(buttonsOf(screen.getByTestId('work-41'))).toEqual(['row-view', 'row-submit', 'row-edit', 'row-remove']);
    expect(buttonsOf(screen.getByTestId('work-42'))).toEqual(['row-view', 'row-withdraw']);
    expect(buttonsOf(screen.getByTestId('work-43'))).toEqual(['row-view']);
  });

  it('send a returned child whose actions offer resubmit with the task that returned it', async () => {
    const child = childAnswer('44', { state: 'returned', actions: ['resubmit', 'withdraw'] });
    const returned = { ...child, form: { ...child.form, workFile: { original: ['501'] } }, openTaskId: 'task-9' };
    const api = new FakeApi()
      .answer(`GET ${call('childdetail')}`, returned)
      .answer(`POST ${call('childsubmit')}`, { id: '44', processInstanceId: `${entry.key}-44`, state: 'in_review' })
      // Once sent, the page goes back to the child's entry.
      .answer(`GET ${call('detail')}`, entryAnswer({ state: 'draft', actions: ['addChild'] }))
      .answer(`GET ${call('childlist')}`, pageAnswer([]));
    const { user } = await render(api, '/apply/44');
    await user.click(await screen.findByTestId('btn-submit'));
    await waitFor(() => expect(api.callsTo(`POST ${call('childsubmit')}`)[0]?.body).toMatchObject({ id: '44', taskId: 'task-9' }));
  });

  it('keep a child whose actions offer no submit read-only', async () => {
    const api = new FakeApi().answer(`GET ${call('childdetail')}`, childAnswer('42', { state: 'in_review', actions: ['withdraw'] }));
    await render(api, '/apply/42');
    expect(((await screen.findByTestId('btn-submit')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('remove a child with the reason asked for it, through the module’s own call', async () => {
    const api = new FakeApi().answer(`POST ${call('childremove')}`, null);
    const { user } = await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }), api);
    await user.click(within(screen.getByTestId('work-41')).getByTestId('row-remove'));
    await user.type(await screen.findByTestId('remove-reason'), '作者撤回参赛');
    await user.click(screen.getByTestId('btn-remove-confirm'));
    await waitFor(() =>
      expect(api.callsTo(`POST ${call('childremove')}`).map((c) => c.body)).toEqual([{ id: '41', reason: '作者撤回参赛' }]),
    );
  });

  it('propose this year’s call in the fields the module names its call by', async () => {
    await render(new FakeApi().answer(`GET ${call('page')}`, pageAnswer([])), '/sign');
    const { idField, nameField } = childCallOf(entry);
    const year = String(new Date().getFullYear());
    const id = (await screen.findByTestId(`field-${idField}`)) as HTMLInputElement;
    expect(id.value).toBe(`${section.category?.key ?? entry.key}-${year}`);
    expect((screen.getByTestId(`field-${nameField}`) as HTMLInputElement).value).toBe(
      `${year}年${(section.category?.call ?? entry.title).zh}`,
    );
  });

  it('list the children of this year’s call across entries, filtered by the call field’s label, and export its approved ones', async () => {
    const thisYear = `${section.category?.key ?? entry.key}-${new Date().getFullYear()}`;
    const api = new FakeApi()
      .answer(`GET ${call('workspage')}`, pageAnswer([childAnswer('43', { state: 'approved', actions: [] })]))
      .answer(`GET ${call('outsend')}`, null);
    const { user } = await render(api, '?tab=works');
    await screen.findByTestId('work-43');
    const label = entry.fields.find((f) => f.name === childCallOf(entry).idField)!.label.zh;
    expect(((await screen.findByLabelText(label)) as HTMLInputElement).value).toBe(thisYear);
    expect(api.callsTo(`GET ${call('workspage')}`).map((c) => c.query.get('activityId'))).toEqual([thisYear]);
    await user.click(screen.getByTestId('btn-export-approved'));
    await waitFor(() => expect(api.callsTo(`GET ${call('outsend')}`).map((c) => c.query.get('activityId'))).toEqual([thisYear]));
  });

  it('list the children of the call named in the filter, from its first page', async () => {
    const api = new FakeApi().answer(`GET ${call('workspage')}`, pageAnswer([childAnswer('43', { state: 'approved', actions: [] })]));
    const { user } = await render(api, '?tab=works&current=2');
    await screen.findByTestId('work-43');
    const filter = screen.getByTestId('filter-activityId');
    await user.clear(filter);
    await user.type(filter, 'CALL-2025');
    await user.click(screen.getByTestId('btn-search'));
    await waitFor(() =>
      expect(api.callsTo(`GET ${call('workspage')}`).map((c) => [c.query.get('activityId'), c.query.get('current')])).toContainEqual([
        'CALL-2025',
        '1',
      ]),
    );
  });

  it('export the approved children of the call the entry names', async () => {
    const api = new FakeApi().answer(`GET ${call('outsend')}`, null);
    const { user } = await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }), api);
    await user.click(screen.getByTestId('btn-export-approved'));
    const named = String(entry.example[childCallOf(entry).idField]);
    await waitFor(() => expect(api.callsTo(`GET ${call('outsend')}`).map((c) => c.query.get('activityId'))).toEqual([named]));
  });

  it('send the chosen children up together', async () => {
    const api = new FakeApi().answer(`POST ${call('workssubmit')}`, { submitted: ['41'] });
    const { user } = await renderEntry(entryAnswer({ state: 'draft', actions: ['addChild'] }), api);
    await user.click(within(screen.getByTestId('work-41')).getByTestId('row-select'));
    await user.click(screen.getByTestId('btn-submit-chosen'));
    await waitFor(() => expect(api.callsTo(`POST ${call('workssubmit')}`).map((c) => c.body)).toEqual([{ ids: '41' }]));
  });
});

describe('the test-only meeting sign-up', () => {
  it('names its call by fields of its own entry, as the catalogue’s check asks', () => {
    expect(childCallOf(MEETING_SIGN_UP)).toEqual({ idField: 'meetingId', nameField: 'meetingName' });
    expect(MEETING_SIGN_UP.fields.map((f) => f.name)).not.toContain('activityId');
    expect(childrenProblems(MEETING_SIGN_UP)).toEqual([]);
  });
});
