import {
  Alert,
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { QUESTION_KINDS, type QuestionKind, type QuestionSetContent } from '../../catalogue';
import { ApiError, toast } from '../../api';
import { useI18n } from '../../i18n';
import { usePageTitle, useLoader } from '../../lib';
import { PageHeader } from '../../features/platform/layout';
import { questionSets, type SetDetail } from './api';
import { freeKey, questionOfKind, swapped } from './question-drafts';
import { QuestionEditor } from './QuestionEditor';
import { useQText } from './texts';
import './questionnaire.css';

/** The builder's errors by field: `title`, `questions`, `questions.<index>`. */
function errorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(err.fieldErrors.map((e) => [e.field.replace(/^content\./, ''), e.message]));
}

/**
 * 问卷设计 (administrators): question sets and their versions. A draft version is edited (questions of
 * the five kinds, options, order, required) and published; a published version is shown read-only,
 * and a change starts the next version.
 */
export function QuestionSetBuilderPage() {
  const q = useQText();
  const { t } = useI18n();
  usePageTitle(q('builderTitle'));
  const sets = useLoader('sets', questionSets.list);
  const [setKey, setSetKey] = useState<string>();
  const [detail, setDetail] = useState<SetDetail>();
  const [content, setContent] = useState<QuestionSetContent>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newKind, setNewKind] = useState<QuestionKind>('single');
  const [creating, setCreating] = useState({ setKey: '', title: '' });

  const show = useCallback((d: SetDetail) => {
    setDetail(d);
    setContent(d.content);
    setErrors({});
  }, []);

  const open = useCallback(
    async (key: string, version?: number) => {
      setSetKey(key);
      show(await questionSets.detail(key, version));
    },
    [show],
  );

  useEffect(() => {
    const first = sets.data?.[0];
    if (!setKey && first) void open(first.setKey);
  }, [sets.data, setKey, open]);

  const run = async (action: () => Promise<SetDetail>, done: string) => {
    setBusy(true);
    try {
      show(await action());
      sets.reload();
      toast.success(done);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  };

  const draft = detail?.status === 'draft';
  const openDraft = detail?.versions.find((v) => v.status === 'draft');
  const questions = content?.questions ?? [];
  const setQuestions = (next: QuestionSetContent['questions']) => content && setContent({ ...content, questions: next });

  const addQuestion = () =>
    setQuestions([
      ...questions,
      questionOfKind(newKind, {
        id: freeKey(
          'q',
          questions.map((x) => x.id),
        ),
        title: '',
        required: true,
      }),
    ]);

  const create = () =>
    run(async () => {
      const d = await questionSets.create(creating.setKey.trim(), creating.title.trim());
      setSetKey(d.setKey);
      setCreating({ setKey: '', title: '' });
      return d;
    }, q('saved'));

  return (
    <div className="page">
      <PageHeader
        title={q('builderTitle')}
        actions={
          <Link to="/myunion/companys/survey/results">
            <Button icon="chart" text={q('results')} />
          </Link>
        }
      />
      <div className="questionnaire-builder">
        <div className="questionnaire-sets">
          <Card>
            {sets.loading && <Spinner size={20} />}
            <Menu>
              {(sets.data ?? []).map((s) => (
                <MenuItem key={s.setKey} text={s.title} label={s.setKey} active={s.setKey === setKey} onClick={() => void open(s.setKey)} />
              ))}
            </Menu>
          </Card>
          <Card className="gap-top">
            <FormGroup label={q('setKey')}>
              <InputGroup
                data-testid="new-set-key"
                value={creating.setKey}
                onChange={(e) => setCreating({ ...creating, setKey: e.target.value })}
              />
            </FormGroup>
            <FormGroup label={q('setTitle')}>
              <InputGroup
                data-testid="new-set-title"
                value={creating.title}
                onChange={(e) => setCreating({ ...creating, title: e.target.value })}
              />
            </FormGroup>
            <Button icon="add" text={q('newSet')} disabled={busy || !creating.setKey || !creating.title} onClick={() => void create()} />
          </Card>
        </div>
        <div>
          {!detail || !content ? (
            <NonIdealState icon="form" title={q('builderTitle')} />
          ) : (
            <>
              <div className="questionnaire-toolbar">
                <HTMLSelect
                  aria-label={q('version')}
                  data-testid="version-select"
                  value={detail.version}
                  onChange={(e) => void open(detail.setKey, Number(e.currentTarget.value))}
                  options={detail.versions.map((v) => ({
                    value: v.version,
                    label: `${q('versionN', { n: v.version })} · ${q(v.status)}`,
                  }))}
                />
                <Tag intent={draft ? 'warning' : 'success'} data-testid="version-status">
                  {q(detail.status)}
                </Tag>
                {detail.publishTime && <span className="questionnaire-result-meta">{q('publishedAt', { time: detail.publishTime })}</span>}
                <span className="questionnaire-spacer" />
                {draft ? (
                  <>
                    <Button
                      icon="floppy-disk"
                      text={q('saveDraft')}
                      data-testid="save-draft"
                      disabled={busy}
                      onClick={() => void run(() => questionSets.saveDraft(detail.setKey, content, detail.version), q('saved'))}
                    />
                    <Button
                      icon="endorsed"
                      intent="primary"
                      text={q('publish')}
                      data-testid="publish"
                      disabled={busy}
                      onClick={() => setConfirming(true)}
                    />
                  </>
                ) : openDraft ? (
                  <Button
                    icon="edit"
                    text={q('versionN', { n: openDraft.version })}
                    onClick={() => void open(detail.setKey, openDraft.version)}
                  />
                ) : (
                  <Button
                    icon="duplicate"
                    text={q('newVersion')}
                    data-testid="new-version"
                    disabled={busy}
                    onClick={() => void run(() => questionSets.saveDraft(detail.setKey, content), q('saved'))}
                  />
                )}
              </div>
              {!draft && (
                <Callout intent="primary" className="gap-bottom">
                  {q('frozen')}
                </Callout>
              )}
              {errors.title && <Callout intent="danger">{errors.title}</Callout>}
              {errors.questions && <Callout intent="danger">{errors.questions}</Callout>}
              <FormGroup label={q('setTitle')}>
                <InputGroup
                  data-testid="set-title"
                  readOnly={!draft}
                  value={content.title}
                  onChange={(e) => setContent({ ...content, title: e.target.value })}
                />
              </FormGroup>
              <FormGroup label={q('description')}>
                <TextArea
                  fill
                  readOnly={!draft}
                  value={content.description ?? ''}
                  onChange={(e) => setContent({ ...content, description: e.target.value || undefined })}
                />
              </FormGroup>
              {questions.length === 0 && <Callout>{q('noQuestions')}</Callout>}
              {questions.map((question, i) => (
                <QuestionEditor
                  key={i}
                  index={i}
                  earlier={questions.slice(0, i)}
                  count={questions.length}
                  question={question}
                  readOnly={!draft}
                  error={errors[`questions.${i}`] ?? errors[`questions.${i}.showWhen`]}
                  onChange={(next) => setQuestions(questions.map((x, j) => (j === i ? next : x)))}
                  onMove={(delta) => setQuestions(swapped(questions, i, i + delta))}
                  onRemove={() => setQuestions(questions.filter((_, j) => j !== i))}
                />
              ))}
              {draft && (
                <div className="questionnaire-toolbar">
                  <HTMLSelect
                    aria-label={q('addQuestion')}
                    data-testid="new-question-kind"
                    value={newKind}
                    onChange={(e) => setNewKind(e.currentTarget.value as QuestionKind)}
                    options={QUESTION_KINDS.map((k) => ({ value: k, label: q(`kind_${k}`) }))}
                  />
                  <Button icon="add" text={q('addQuestion')} data-testid="add-question" onClick={addQuestion} />
                </div>
              )}
            </>
          )}
        </div>
      </div>
      <Alert
        isOpen={confirming}
        intent="primary"
        icon="endorsed"
        confirmButtonText={q('publish')}
        cancelButtonText={t('common.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (detail && content)
            void run(async () => {
              // What is on screen is what gets published: save it first, then publish that version.
              const saved = await questionSets.saveDraft(detail.setKey, content, detail.version);
              return questionSets.publish(saved.setKey, saved.version);
            }, q('publishedOk'));
        }}
      >
        <p data-testid="publish-confirm">{q('publishConfirm')}</p>
      </Alert>
    </div>
  );
}
