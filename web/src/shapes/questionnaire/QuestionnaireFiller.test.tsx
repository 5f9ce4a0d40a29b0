import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Answers, Question } from '../../catalogue';
import { FakeApi, renderConsole } from '../../testing';
import { QuestionnaireFiller } from './QuestionnaireFiller';

const PUBLISHED = 'GET /api/blade-crop/crop/field3ques/question-set/published' as const;
const questions: Question[] = [
  {
    id: 'b01',
    kind: 'single',
    title: '本单位职工书屋建设情况',
    required: true,
    options: [
      { key: '1', label: '已建成并开放' },
      { key: '3', label: '未建' },
    ],
  },
  {
    id: 'b03',
    kind: 'number',
    title: '书屋使用面积（平方米）',
    required: true,
    min: 0,
    max: 10000,
    unit: '平方米',
    showWhen: { question: 'b01', equals: ['1'] },
  },
];
const published = { setKey: 'bookroom', version: 1, publishTime: '2026-11-01 09:00:00', content: { title: '职工书屋调查', questions } };

/** The filler over answers it reads and changes, as the record's form holds them. */
function Form() {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <>
      <QuestionnaireFiller moduleKey="field3ques" setKey="bookroom" version={1} value={answers} onChange={setAnswers} />
      <pre data-testid="answers">{JSON.stringify(answers)}</pre>
    </>
  );
}
const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as Answers;

describe('a questionnaire with a question shown after an earlier answer', () => {
  it('asks the area only once the union says its bookroom is open, and keeps it as a number', async () => {
    await renderConsole(<Form />, { api: new FakeApi().answer(PUBLISHED, published) });
    await screen.findByTestId('question-b01');
    expect(screen.queryByTestId('question-b03')).toBeNull();
    await userEvent.click(screen.getByText('已建成并开放'));
    await userEvent.type(await screen.findByLabelText('书屋使用面积（平方米）'), '85');
    expect(screen.getByText('平方米')).toBeTruthy();
    await waitFor(() => expect(answers()).toEqual({ b01: '1', b03: 85 }));
  });

  it('drops the area once a later change of the earlier answer hides it', async () => {
    await renderConsole(<Form />, { api: new FakeApi().answer(PUBLISHED, published) });
    await userEvent.click(await screen.findByText('已建成并开放'));
    await userEvent.type(await screen.findByLabelText('书屋使用面积（平方米）'), '60');
    await userEvent.click(screen.getByText('未建'));
    await waitFor(() => expect(answers()).toEqual({ b01: '3' }));
    expect(screen.queryByTestId('question-b03')).toBeNull();
  });
});
