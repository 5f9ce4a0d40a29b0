// Every catalogue module's record as its reviewer sees it in the task dialog: each text field its
// example fills is shown with its value (a module with children: its child's form). Table-driven over
// the catalogue, so a module added later is covered without a test of its own; the browser test
// (tests/e2e/catalogue-forms.ts) approves in this dialog for one module of each shape and stage kind.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { childEntryOf, DEMO_QUESTION_SETS, modules, type ModuleEntry } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups, DICTIONARIES } from '../../../testing/answers/lookups';
import { recordAnswer } from '../../../testing/answers/records';
import { taskOf } from '../../../testing/answers/tasks';
import { TaskDialog } from './TaskDialog';

/** The modules whose records are reviewed (a window module, awardRounds, files none). */
const reviewed = Object.values(modules).filter((e) => !e.awardRounds && (e.children?.flowModel ?? e.flowModel).stages.length > 0);

/** The form its reviewer reviews: the module's own, or its child's. */
const reviewedEntry = (entry: ModuleEntry) => (entry.children ? childEntryOf(entry) : entry);

describe('every catalogue module’s record in its reviewer’s task dialog', () => {
  it.each(reviewed.map((e) => [e.key, e] as const))('%s shows each text field its record fills, with its value', async (key, entry) => {
    const form = reviewedEntry(entry);
    const api = answerLookups(new FakeApi(), form)
      // Every dictionary the record names: labels the tests have recorded, else none (the key is shown).
      .answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? [])
      .answer('GET /api/blade-flow/process/history-flow-list', [])
      // A photo the record holds (field1's venue rows) is drawn from its bytes: any picture will do.
      .answerFile(`GET /api/blade-crop/crop/${key}/attachment`, 'PNG', 'image/png')
      // A questionnaire's questions: the demo tenant's published version of its set.
      .answer(`GET /api/blade-crop/crop/${key}/question-set/published`, (call) => {
        const setKey = call.query.get('setKey') ?? '';
        return { setKey, version: 1, publishTime: '2026-11-01 09:00:00', content: DEMO_QUESTION_SETS[setKey]! };
      })
      // A region field's name: the record's code as a street of Beijing (the name is not what is checked).
      .answer('GET /api/blade-system/region/detail', (call) => {
        const code = call.query.get('code') ?? '';
        return { code, parentCode: code.slice(0, 6), ancestors: '00,11', name: '街道', regionLevel: 4, sort: 1 };
      })
      .answer(`GET /api/blade-crop/crop/${key}/detail`, {
        ...recordAnswer({ id: '1', module: key, state: 'in_review', actions: ['withdraw', 'cancel'] }),
        form: { ...form.example },
      });
    await renderConsole(<TaskDialog task={taskOf(entry)} mode="review" onClose={() => {}} onDone={() => {}} />, { api });
    const texts = form.fields.filter((f) => f.kind === 'text' && typeof form.example[f.name] === 'string' && form.example[f.name] !== '');
    expect(texts.length, `a text field of ${key} its reviewer sees`).toBeGreaterThan(0);
    const dialog = await screen.findByRole('dialog');
    for (const field of texts) {
      expect(
        within(dialog)
          .getAllByTestId(`value-${field.name}`)
          .some((el) => el.textContent?.includes(String(form.example[field.name]))),
        field.name,
      ).toBe(true);
    }
  });
});
