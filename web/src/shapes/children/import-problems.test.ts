import { beforeAll, describe, expect, it } from 'vitest';
import { childEntryOf, modules } from '../../catalogue';
import { importProblems } from './import-problems';
import { loadTexts } from '../../i18n';

const child = childEntryOf(modules.activityworks!);

// The English table loads when English is chosen (main.tsx, I18nProvider).
beforeAll(() => loadTexts('en'));

describe('the problems of an imported workbook', () => {
  it('name the refused cell by its row in the sheet and its column’s label', () => {
    const [problem] = importProblems(child, [{ field: 'rows[3].authorMobile', rule: 'mobile', message: '作者手机格式不正确' }], 'zh');
    expect(problem).toEqual({ path: 'rows[3].authorMobile', row: 3, label: '作者手机', message: '作者手机格式不正确' });
  });

  it('word a schema rule the server sent without a sentence', () => {
    const [problem] = importProblems(child, [{ field: 'rows[2].workTitle', rule: 'required', message: '' }], 'en');
    expect(problem?.label).toBe('Title of the work');
    expect(problem?.message).toBe('Title of the work is required');
  });

  it('keep a problem of the whole workbook without a row', () => {
    const [problem] = importProblems(child, [{ field: 'filepath', rule: 'required', message: '' }], 'zh');
    expect(problem?.row).toBeUndefined();
    expect(problem?.path).toBe('filepath');
  });
});
