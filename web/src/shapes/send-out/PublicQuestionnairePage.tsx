import { Button, Callout, Card, FormGroup, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { Answer, Answers } from '../../catalogue';
import { ApiError } from '../../api';
import { useI18n } from '../../i18n';
import { usePageTitle } from '../../lib';
import { QuestionInput } from '../questionnaire';
import { publicQuestionnaire, type OpenedQuestionnaire } from './api';
import { clearDraft, keepDraft, readDraft } from './answer-drafts';
import { useSendOutText } from './texts';
import './send-out.css';

/** Where the page is: opening, answering, or one of the state pages (sent, used, closed, invalid). */
type Stage =
  | { kind: 'opening' }
  | { kind: 'answering'; view: OpenedQuestionnaire }
  | { kind: 'sent'; at: string }
  | { kind: 'used'; at: string }
  | { kind: 'closed' }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** The token from the address's fragment (`/q#<token>`): a fragment reaches no server and no log. */
const tokenFromHash = () => window.location.hash.replace(/^#/, '').trim();

/** A refusal of the public calls as the state page it leads to. */
function stageOf(error: unknown): Stage {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === 409) return { kind: 'used', at: (error.data as { answeredAt?: string } | null)?.answeredAt ?? '' };
  if (error.code === 410) return { kind: 'closed' };
  if (error.code === 404) return { kind: 'invalid' };
  return { kind: 'failed' };
}

/**
 * Route `/q` (no login, phone first): a questionnaire sent out, opened by its signed single-use link.
 * It shows who asks, the deadline and the personal-data notice, then the pinned questions; answers
 * not yet sent stay in the browser. A 400 marks each question named; a used, closed or invalid link
 * shows its state page, never the answers.
 */
export function PublicQuestionnairePage() {
  const s = useSendOutText();
  const { lang, setLang } = useI18n();
  const [token] = useState(tokenFromHash);
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const [answers, setAnswers] = useState<Answers>(() => (token ? readDraft(token) : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  usePageTitle(stage.kind === 'answering' ? stage.view.title : s('pageTitle'));

  useEffect(() => {
    if (!token) {
      setStage({ kind: 'invalid' });
      return;
    }
    let live = true;
    publicQuestionnaire.open(token).then(
      (view) => live && setStage({ kind: 'answering', view }),
      (error: unknown) => live && setStage(stageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const answer = (id: string, next: Answer | undefined) => {
    const { [id]: _old, ...rest } = answers;
    const value = next === undefined ? rest : { ...rest, [id]: next };
    setAnswers(value);
    keepDraft(token, value);
  };

  const send = async () => {
    setSending(true);
    try {
      const taken = await publicQuestionnaire.answer(token, answers);
      clearDraft(token);
      setStage({ kind: 'sent', at: taken.answeredAt });
    } catch (error) {
      if (error instanceof ApiError && error.code === 400) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      } else {
        setStage(stageOf(error));
      }
    } finally {
      setSending(false);
    }
  };

  const langSwitch = (
    <Button
      minimal
      small
      className="q-lang"
      text={s('switchLang')}
      data-testid="q-lang"
      onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
    />
  );
  const state = (icon: 'tick-circle' | 'disable' | 'time' | 'error', title: string, description?: string) => (
    <div className="q-page" data-testid={`q-state-${stage.kind}`}>
      {langSwitch}
      <NonIdealState icon={icon} title={title} description={description} />
    </div>
  );

  switch (stage.kind) {
    case 'opening':
      return (
        <div className="q-page">
          <Spinner size={24} aria-label={s('loading')} />
        </div>
      );
    case 'sent':
      return state('tick-circle', s('thanks'), s('thanksAt', { time: stage.at }));
    case 'used':
      return state('disable', s('used', { time: stage.at }));
    case 'closed':
      return state('time', s('closed'));
    case 'invalid':
      return state('error', s('invalid'));
    case 'failed':
      return state('error', s('failed'));
    case 'answering':
      break;
  }
  const { view } = stage;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <div className="q-page" data-testid="q-page">
      {langSwitch}
      <H3>{view.title}</H3>
      <dl className="q-facts">
        <dt>{s('from')}</dt>
        <dd data-testid="q-sender">{view.senderUnion}</dd>
        <dt>{s('addressee')}</dt>
        <dd data-testid="q-addressee">{view.addressee}</dd>
        <dt>{s('deadline')}</dt>
        <dd>{view.deadline}</dd>
      </dl>
      {view.note && <p className="q-note">{view.note}</p>}
      <Callout intent="primary" title={s('noticeTitle')} className="q-notice" data-testid="q-notice">
        {s('notice', { union: view.senderUnion })}
      </Callout>
      {view.content.description && <p className="q-note">{view.content.description}</p>}
      <Card className="q-questions">
        {view.content.questions.map((question, i) => {
          const error = errors[`answers.${question.id}`];
          return (
            <FormGroup
              key={question.id}
              data-testid={`question-${question.id}`}
              label={`${i + 1}. ${question.title}`}
              labelInfo={
                question.required ? (
                  <span className="q-required" aria-label={s('required')}>
                    *
                  </span>
                ) : undefined
              }
              helperText={error ?? question.help}
              intent={error ? 'danger' : 'none'}
            >
              <QuestionInput question={question} value={answers[question.id]} onChange={(next) => answer(question.id, next)} />
            </FormGroup>
          );
        })}
      </Card>
      {hasErrors && (
        <Callout intent="danger" className="q-notice" data-testid="q-errors">
          {s('fixErrors')}
        </Callout>
      )}
      <Button
        intent="primary"
        large
        fill
        loading={sending}
        text={sending ? s('submitting') : s('submit')}
        data-testid="q-submit"
        onClick={() => void send()}
      />
    </div>
  );
}
