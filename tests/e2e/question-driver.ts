// Answering a questionnaire (a `questionnaire` module's published question set) as a user does: one
// driver per question kind (a kind missing here does not compile).
import type { Locator, Page } from 'playwright-core';
import type { Answer, Answers, Question, QuestionKind, TableRowAnswer } from '../../catalogue';

type Driver<K extends QuestionKind> = (box: Locator, question: Extract<Question, { kind: K }>, answer: Answer) => Promise<void>;

const label = (question: { options: { key: string; label: string }[] }, key: string) =>
  question.options.find((o) => o.key === key)?.label ?? key;

export const questionDrivers: { readonly [K in QuestionKind]: Driver<K> } = {
  single: async (box, question, answer) => box.getByText(label(question, String(answer)), { exact: true }).click(),
  multiple: async (box, question, answer) => {
    for (const key of answer as string[]) await box.getByText(label(question, key), { exact: true }).click();
  },
  text: async (box, question, answer) => box.getByLabel(question.title).fill(String(answer)),
  scale: async (box, _question, answer) => box.getByRole('button', { name: String(answer), exact: true }).click(),
  number: async (box, question, answer) => box.getByLabel(question.title).fill(String(answer)),
  table: async (box, question, answer) => {
    for (const [i, row] of (answer as TableRowAnswer[]).entries()) {
      await box.getByRole('button', { name: /添加一行|Add a row/ }).click();
      for (const column of question.columns) {
        const cell = row[column.key];
        if (cell !== undefined && cell !== '') await box.getByLabel(`${question.title} ${i + 1} ${column.label}`).fill(String(cell));
      }
    }
  },
};

/** Answers the questions of the published set (on the page) that `answers` answers, each by its kind's driver. */
export async function answerQuestions(page: Page, questions: readonly Question[], answers: Answers): Promise<void> {
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    const box = page.getByTestId(`question-${question.id}`);
    await box.waitFor();
    await (questionDrivers[question.kind] as Driver<QuestionKind>)(box, question as never, answer);
  }
}
