import { Button, Card, Checkbox, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { QUESTION_KINDS, type Question, type QuestionKind } from '../../catalogue';
import { freeKey, intOrUndefined, questionOfKind, swapped } from './question-drafts';
import { useQText } from './texts';

/** Props of `QuestionEditor`. */
export interface QuestionEditorProps {
  index: number;
  /** The questions before this one: a showWhen names one of their single-choice questions. */
  earlier: readonly Question[];
  count: number;
  question: Question;
  onChange: (question: Question) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  readOnly?: boolean;
  error?: string;
}

const numberText = (n: number | undefined) => (n === undefined ? '' : String(n));

/** One question of the builder: its kind, title, id, required flag and the settings of its kind. */
export function QuestionEditor({ index, earlier, count, question, onChange, onMove, onRemove, readOnly, error }: QuestionEditorProps) {
  const q = useQText();
  const set = (patch: Partial<Question>) => onChange({ ...question, ...patch } as Question);
  const testId = `question-${index}`;

  return (
    <Card className="questionnaire-editor-card" data-testid={testId}>
      <div className="questionnaire-editor-head">
        <Tag minimal>{index + 1}</Tag>
        <HTMLSelect
          className="questionnaire-editor-kind"
          data-testid={`${testId}-kind`}
          disabled={readOnly}
          value={question.kind}
          onChange={(e) => onChange(questionOfKind(e.currentTarget.value as QuestionKind, question))}
          options={QUESTION_KINDS.map((k) => ({ value: k, label: q(`kind_${k}`) }))}
        />
        <InputGroup
          className="questionnaire-editor-title"
          placeholder={q('questionTitle')}
          data-testid={`${testId}-title`}
          readOnly={readOnly}
          value={question.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <Checkbox
          className="questionnaire-inline-check"
          label={q('required')}
          disabled={readOnly}
          checked={question.required}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
        {!readOnly && (
          <>
            <Button variant="minimal" icon="arrow-up" aria-label={q('moveUp')} disabled={index === 0} onClick={() => onMove(-1)} />
            <Button
              variant="minimal"
              icon="arrow-down"
              aria-label={q('moveDown')}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            />
            <Button variant="minimal" icon="trash" intent="danger" aria-label={q('remove')} onClick={onRemove} />
          </>
        )}
      </div>
      <div className="questionnaire-inline">
        <span>{q('questionId')}</span>
        <InputGroup size="small" readOnly={readOnly} value={question.id} onChange={(e) => set({ id: e.target.value })} />
        <span>{q('help')}</span>
        <InputGroup
          size="small"
          readOnly={readOnly}
          value={question.help ?? ''}
          onChange={(e) => set({ help: e.target.value || undefined })}
        />
      </div>
      <KindSettings question={question} onChange={onChange} readOnly={readOnly} testId={testId} />
      <ShowWhenSettings question={question} earlier={earlier} onChange={onChange} readOnly={readOnly} testId={testId} />
      {error && <div className="bp6-form-helper-text questionnaire-required">{error}</div>}
    </Card>
  );
}

function NumberInput({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: number | undefined;
  onChange: (n: number | undefined) => void;
  readOnly?: boolean;
}) {
  return (
    <>
      <span>{label}</span>
      <InputGroup
        size="small"
        inputMode="numeric"
        aria-label={label}
        readOnly={readOnly}
        value={numberText(value)}
        onChange={(e) => onChange(intOrUndefined(e.target.value))}
      />
    </>
  );
}

/** The question's skip logic: always shown, or while an earlier single-choice question has one of some answers. */
function ShowWhenSettings({
  question,
  earlier,
  onChange,
  readOnly,
  testId,
}: {
  question: Question;
  earlier: readonly Question[];
  onChange: (q: Question) => void;
  readOnly?: boolean;
  testId: string;
}) {
  const q = useQText();
  const singles = earlier.filter((x): x is Extract<Question, { kind: 'single' }> => x.kind === 'single');
  if (singles.length === 0 && !question.showWhen) return null;
  const named = singles.find((x) => x.id === question.showWhen?.question);
  const equals = question.showWhen?.equals ?? [];
  const setWhen = (when: Question['showWhen']) => {
    const { showWhen: _old, ...rest } = question;
    onChange((when ? { ...rest, showWhen: when } : rest) as Question);
  };
  return (
    <div className="questionnaire-inline" data-testid={`${testId}-show-when`}>
      <span>{q('showWhen')}</span>
      <HTMLSelect
        disabled={readOnly}
        aria-label={q('showWhen')}
        value={question.showWhen?.question ?? ''}
        onChange={(e) => setWhen(e.currentTarget.value ? { question: e.currentTarget.value, equals: [] } : undefined)}
        options={[{ value: '', label: q('showAlways') }, ...singles.map((x) => ({ value: x.id, label: x.title || x.id }))]}
      />
      {named && (
        <>
          <span>{q('showWhenAnswer')}</span>
          {named.options.map((o) => (
            <Checkbox
              key={o.key}
              className="questionnaire-inline-check"
              label={o.label || o.key}
              disabled={readOnly}
              checked={equals.includes(o.key)}
              onChange={(e) =>
                setWhen({
                  question: named.id,
                  equals: e.currentTarget.checked ? [...equals, o.key] : equals.filter((k) => k !== o.key),
                })
              }
            />
          ))}
        </>
      )}
    </div>
  );
}

/** The min and max of a scale or number question. */
function RangeInputs<Q extends Extract<Question, { kind: 'scale' | 'number' }>>({
  question,
  onChange,
  readOnly,
}: {
  question: Q;
  onChange: (q: Q) => void;
  readOnly?: boolean;
}) {
  const q = useQText();
  return (
    <>
      <NumberInput
        label={q('scaleMin')}
        readOnly={readOnly}
        value={question.min}
        onChange={(n) => onChange({ ...question, min: n ?? 0 })}
      />
      <NumberInput
        label={q('scaleMax')}
        readOnly={readOnly}
        value={question.max}
        onChange={(n) => onChange({ ...question, max: n ?? 0 })}
      />
    </>
  );
}

function KindSettings({
  question,
  onChange,
  readOnly,
  testId,
}: {
  question: Question;
  onChange: (q: Question) => void;
  readOnly?: boolean;
  testId: string;
}) {
  const q = useQText();
  switch (question.kind) {
    case 'single':
    case 'multiple': {
      const options = question.options;
      const setOptions = (next: typeof options) => onChange({ ...question, options: next });
      return (
        <div>
          {options.map((o, i) => (
            <div className="questionnaire-inline" key={i}>
              <InputGroup
                size="small"
                placeholder={q('optionLabel')}
                data-testid={`${testId}-option-${i}`}
                readOnly={readOnly}
                value={o.label}
                onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
              />
              <InputGroup
                size="small"
                placeholder={q('optionKey')}
                readOnly={readOnly}
                value={o.key}
                onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))}
              />
              {!readOnly && (
                <>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="arrow-up"
                    aria-label={q('moveUp')}
                    onClick={() => setOptions(swapped(options, i, i - 1))}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon="cross"
                    aria-label={q('remove')}
                    onClick={() => setOptions(options.filter((_, j) => j !== i))}
                  />
                </>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              size="small"
              icon="add"
              data-testid={`${testId}-add-option`}
              text={q('addOption')}
              onClick={() =>
                setOptions([
                  ...options,
                  {
                    key: freeKey(
                      'o',
                      options.map((o) => o.key),
                    ),
                    label: '',
                  },
                ])
              }
            />
          )}
          {question.kind === 'multiple' && (
            <div className="questionnaire-inline">
              <NumberInput
                label={q('minChoices')}
                readOnly={readOnly}
                value={question.minChoices}
                onChange={(n) => onChange({ ...question, minChoices: n })}
              />
              <NumberInput
                label={q('maxChoices')}
                readOnly={readOnly}
                value={question.maxChoices}
                onChange={(n) => onChange({ ...question, maxChoices: n })}
              />
            </div>
          )}
        </div>
      );
    }
    case 'text':
      return (
        <div className="questionnaire-inline">
          <NumberInput
            label={q('maxLength')}
            readOnly={readOnly}
            value={question.maxLength}
            onChange={(n) => onChange({ ...question, maxLength: n ?? 0 })}
          />
          <Checkbox
            label={q('multiline')}
            disabled={readOnly}
            checked={question.multiline === true}
            onChange={(e) => onChange({ ...question, multiline: e.currentTarget.checked || undefined })}
          />
        </div>
      );
    case 'scale':
      return (
        <div className="questionnaire-inline">
          <RangeInputs question={question} onChange={onChange} readOnly={readOnly} />
          <span>{q('minLabel')}</span>
          <InputGroup
            size="small"
            readOnly={readOnly}
            value={question.minLabel ?? ''}
            onChange={(e) => onChange({ ...question, minLabel: e.target.value || undefined })}
          />
          <span>{q('maxLabel')}</span>
          <InputGroup
            size="small"
            readOnly={readOnly}
            value={question.maxLabel ?? ''}
            onChange={(e) => onChange({ ...question, maxLabel: e.target.value || undefined })}
          />
        </div>
      );
    case 'number':
      return (
        <div className="questionnaire-inline">
          <RangeInputs question={question} onChange={onChange} readOnly={readOnly} />
          <span>{q('unit')}</span>
          <InputGroup
            size="small"
            readOnly={readOnly}
            value={question.unit ?? ''}
            onChange={(e) => onChange({ ...question, unit: e.target.value || undefined })}
          />
        </div>
      );
    case 'table': {
      const columns = question.columns;
      const setColumns = (next: typeof columns) => onChange({ ...question, columns: next });
      return (
        <div>
          {columns.map((c, i) => (
            <div className="questionnaire-inline" key={i}>
              <InputGroup
                size="small"
                placeholder={q('columns')}
                data-testid={`${testId}-column-${i}`}
                readOnly={readOnly}
                value={c.label}
                onChange={(e) => setColumns(columns.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
              />
              <InputGroup
                size="small"
                placeholder={q('optionKey')}
                readOnly={readOnly}
                value={c.key}
                onChange={(e) => setColumns(columns.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))}
              />
              <HTMLSelect
                disabled={readOnly}
                value={c.kind}
                onChange={(e) =>
                  setColumns(columns.map((x, j) => (j === i ? { ...x, kind: e.currentTarget.value as 'text' | 'integer' } : x)))
                }
                options={[
                  { value: 'text', label: q('columnKind_text') },
                  { value: 'integer', label: q('columnKind_integer') },
                ]}
              />
              <Checkbox
                label={q('required')}
                disabled={readOnly}
                checked={c.required === true}
                onChange={(e) =>
                  setColumns(columns.map((x, j) => (j === i ? { ...x, required: e.currentTarget.checked || undefined } : x)))
                }
              />
              {!readOnly && (
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={q('remove')}
                  onClick={() => setColumns(columns.filter((_, j) => j !== i))}
                />
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              size="small"
              icon="add"
              text={q('addColumn')}
              onClick={() =>
                setColumns([
                  ...columns,
                  {
                    key: freeKey(
                      'c',
                      columns.map((c) => c.key),
                    ),
                    label: '',
                    kind: 'text',
                  },
                ])
              }
            />
          )}
          <div className="questionnaire-inline">
            <NumberInput
              label={q('minRows')}
              readOnly={readOnly}
              value={question.minRows}
              onChange={(n) => onChange({ ...question, minRows: n })}
            />
            <NumberInput
              label={q('maxRows')}
              readOnly={readOnly}
              value={question.maxRows}
              onChange={(n) => onChange({ ...question, maxRows: n })}
            />
          </div>
        </div>
      );
    }
  }
}
