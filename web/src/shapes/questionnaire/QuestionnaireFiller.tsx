import { Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { shownIds, type Answer, type Answers } from '../../catalogue';
import type { AnswersPartProps } from '../../features/records/modules';
import { useLoader } from '../../lib';
import { questionSets } from './api';
import { QuestionInput } from './QuestionInput';
import { useQText } from './texts';
import './questionnaire.css';

/** Props of `QuestionnaireFiller`: the answers part of the generic record pages. */
export type QuestionnaireFillerProps = AnswersPartProps;

/**
 * The questions of a published version, answered in place. A record keeps the version it pinned, so
 * an older record shows its own questions even after a newer version was published.
 */
export function QuestionnaireFiller({
  value,
  onChange,
  version,
  onVersion,
  moduleKey = 'survey',
  setKey = moduleKey,
  readOnly,
  errors = {},
}: QuestionnaireFillerProps) {
  const q = useQText();
  const pinned = version ?? undefined;
  const loaded = useLoader(`${moduleKey}:${setKey}:${pinned ?? 'newest'}`, () => questionSets.published(moduleKey, setKey, pinned));
  const set = loaded.data;

  useEffect(() => {
    if (set && pinned === undefined) onVersion?.(set.version);
  }, [set, pinned, onVersion]);

  if (loaded.loading) return <Spinner size={20} aria-label={q('loading')} />;
  if (!set) return <Callout intent="warning">{q('notPublished')}</Callout>;

  const questions = set.content.questions;
  const shown = shownIds(questions, value);
  // An answer whose question an earlier answer now hides is dropped (the server refuses it).
  const answer = (id: string, next: Answer | undefined) => {
    const { [id]: _old, ...rest } = value;
    const answers: Answers = next === undefined ? rest : { ...rest, [id]: next };
    const visible = shownIds(questions, answers);
    onChange(Object.fromEntries(Object.entries(answers).filter(([key]) => visible.has(key))));
  };

  return (
    <div className="questionnaire-filler" data-testid="questionnaire-filler">
      {set.content.description && <p className="questionnaire-description">{set.content.description}</p>}
      {questions.map((question, i) => {
        if (!shown.has(question.id)) return null;
        const error = errors[`answers.${question.id}`];
        return (
          <FormGroup
            key={question.id}
            className="questionnaire-question"
            data-testid={`question-${question.id}`}
            label={`${i + 1}. ${question.title}`}
            labelInfo={question.required ? <span className="questionnaire-required">*</span> : undefined}
            helperText={error ?? question.help}
            intent={error ? 'danger' : 'none'}
          >
            <QuestionInput
              question={question}
              value={value[question.id]}
              onChange={(next) => answer(question.id, next)}
              readOnly={readOnly}
            />
          </FormGroup>
        );
      })}
      <div className="questionnaire-version">{q('versionN', { n: set.version })}</div>
    </div>
  );
}
