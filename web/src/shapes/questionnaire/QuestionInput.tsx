import { Button, ButtonGroup, Checkbox, HTMLTable, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import type { Answer, Question, TableRowAnswer } from '../../catalogue';
import { useQText } from './texts';

/** Props of `QuestionInput`. */
export interface QuestionInputProps {
  question: Question;
  value: Answer | undefined;
  onChange: (value: Answer | undefined) => void;
  readOnly?: boolean;
}

function TableInput({ question, value, onChange, readOnly }: QuestionInputProps & { question: Extract<Question, { kind: 'table' }> }) {
  const q = useQText();
  const rows = Array.isArray(value) ? (value as TableRowAnswer[]) : [];
  const setCell = (i: number, key: string, cell: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: cell } : r)));
  const canAdd = !readOnly && (question.maxRows === undefined || rows.length < question.maxRows);
  return (
    <div className="questionnaire-table">
      <HTMLTable compact bordered>
        <thead>
          <tr>
            {question.columns.map((c) => (
              <th key={c.key}>
                {c.label}
                {c.required && <span className="questionnaire-required">*</span>}
              </th>
            ))}
            {!readOnly && <th />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {question.columns.map((c) => (
                <td key={c.key}>
                  {readOnly ? (
                    String(row[c.key] ?? '')
                  ) : (
                    <InputGroup
                      size="small"
                      aria-label={`${question.title} ${i + 1} ${c.label}`}
                      inputMode={c.kind === 'integer' ? 'numeric' : undefined}
                      value={String(row[c.key] ?? '')}
                      onChange={(e) => setCell(i, c.key, e.target.value)}
                    />
                  )}
                </td>
              ))}
              {!readOnly && (
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    aria-label={q('remove')}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {canAdd && <Button size="small" icon="add" text={q('addRow')} onClick={() => onChange([...rows, {}])} />}
    </div>
  );
}

/** The input of one question, by its kind. */
export function QuestionInput(props: QuestionInputProps) {
  const { question, value, onChange, readOnly } = props;
  switch (question.kind) {
    case 'single':
      return (
        <RadioGroup
          disabled={readOnly}
          selectedValue={typeof value === 'string' ? value : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {question.options.map((o) => (
            <Radio key={o.key} value={o.key} label={o.label} />
          ))}
        </RadioGroup>
      );
    case 'multiple': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <div>
          {question.options.map((o) => (
            <Checkbox
              key={o.key}
              label={o.label}
              disabled={readOnly}
              checked={chosen.includes(o.key)}
              onChange={(e) => {
                const next = e.currentTarget.checked ? [...chosen, o.key] : chosen.filter((k) => k !== o.key);
                onChange(question.options.map((x) => x.key).filter((k) => next.includes(k)));
              }}
            />
          ))}
        </div>
      );
    }
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      const change = (s: string) => onChange(s === '' ? undefined : s);
      return question.multiline ? (
        <TextArea
          fill
          readOnly={readOnly}
          aria-label={question.title}
          maxLength={question.maxLength}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <InputGroup
          readOnly={readOnly}
          aria-label={question.title}
          maxLength={question.maxLength}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      );
    }
    case 'scale': {
      const points: number[] = [];
      for (let v = question.min; v <= question.max; v++) points.push(v);
      return (
        <div className="questionnaire-scale">
          {question.minLabel && <span className="questionnaire-scale-label">{question.minLabel}</span>}
          <ButtonGroup>
            {points.map((v) => (
              <Button
                key={v}
                text={String(v)}
                disabled={readOnly && value !== v}
                active={value === v}
                intent={value === v ? 'primary' : 'none'}
                onClick={() => !readOnly && onChange(value === v ? undefined : v)}
              />
            ))}
          </ButtonGroup>
          {question.maxLabel && <span className="questionnaire-scale-label">{question.maxLabel}</span>}
        </div>
      );
    }
    case 'number': {
      // A whole number is kept as a number; anything else stays text, so the server names the rule.
      const change = (s: string) => onChange(s.trim() === '' ? undefined : /^-?\d{1,15}$/.test(s.trim()) ? Number(s.trim()) : s);
      return (
        <InputGroup
          className="questionnaire-number"
          readOnly={readOnly}
          aria-label={question.title}
          inputMode="numeric"
          value={value === undefined ? '' : String(value)}
          rightElement={question.unit ? <span className="questionnaire-unit">{question.unit}</span> : undefined}
          onChange={(e) => change(e.target.value)}
        />
      );
    }
    case 'table':
      return <TableInput {...props} question={question} />;
  }
}
