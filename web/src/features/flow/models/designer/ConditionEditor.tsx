import { Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { BranchCondition, FlowEdge } from '../../../../catalogue';
import { useFlowText } from '../texts';
import { fenToYuan, yuanToFen } from './describe';

type CondKind = BranchCondition['kind'] | 'default';
const KINDS: CondKind[] = ['unionKind', 'field', 'amount', 'default'];
const UNION_KINDS = ['corp', 'launion', 'federation'] as const;

/** A condition of `kind` to start from. */
function conditionOfKind(kind: BranchCondition['kind'], fields: { key: string }[]): BranchCondition {
  const field = fields[0]?.key ?? '';
  switch (kind) {
    case 'unionKind':
      return { kind, in: ['corp'] };
    case 'field':
      return { kind, field, op: 'eq', value: '' };
    case 'amount':
      return { kind, field, op: 'gt', value: 0 };
  }
}

/** Props of `ConditionEditor`. */
export interface ConditionEditorProps {
  edge: FlowEdge;
  onChange: (branch: { condition: BranchCondition } | { isDefault: true }) => void;
  fields: { key: string; label: string }[];
  testId: string;
}

/** A field of the form: a select of the module's fields, or typed where the model has none. */
function FieldChoice({
  value,
  onChange,
  fields,
}: {
  value: string;
  onChange: (v: string) => void;
  fields: { key: string; label: string }[];
}) {
  const ft = useFlowText();
  if (fields.length === 0) return <InputGroup size="small" placeholder={ft('formField')} value={value} onValueChange={onChange} />;
  return (
    <HTMLSelect
      aria-label={ft('formField')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[
        ...(fields.some((f) => f.key === value) ? [] : [{ value, label: value || ft('choose') }]),
        ...fields.map((f) => ({ value: f.key, label: f.label })),
      ]}
    />
  );
}

/** An amount typed in 元 and kept in fen; the text is held while it does not read as a number. */
function YuanInput({ fen, onChange, testId }: { fen: number; onChange: (fen: number) => void; testId: string }) {
  const ft = useFlowText();
  const [text, setText] = useState(fenToYuan(fen));
  useEffect(() => setText((t) => (yuanToFen(t) === fen ? t : fenToYuan(fen))), [fen]);
  return (
    <InputGroup
      size="small"
      data-testid={testId}
      value={text}
      rightElement={
        <span className="bp6-text-muted" style={{ padding: '0 6px', lineHeight: '24px' }}>
          {ft('yuan')}
        </span>
      }
      onValueChange={(v) => {
        setText(v);
        const next = yuanToFen(v);
        if (next !== undefined) onChange(next);
      }}
    />
  );
}

/** A text, or texts separated by commas (held as typed, so that a trailing comma stays while one types). */
function ValuesInput(props: { list: boolean; value: string | string[]; placeholder: string; onChange: (v: string | string[]) => void }) {
  const { list, value, placeholder, onChange } = props;
  const shown = Array.isArray(value) ? value.join(',') : value;
  const [text, setText] = useState(shown);
  const split = (v: string) =>
    v
      .split(/[,，]/)
      .map((s) => s.trim())
      .filter(Boolean);
  useEffect(() => setText((t) => (split(t).join(',') === shown ? t : shown)), [shown]);
  return (
    <InputGroup
      size="small"
      placeholder={placeholder}
      value={text}
      onValueChange={(v) => {
        setText(v);
        onChange(list ? split(v) : v);
      }}
    />
  );
}

/** The condition of one branch out of a choice: union kind, a form value, an amount (元 shown, fen stored), or the default. */
export function ConditionEditor({ edge, onChange, fields, testId }: ConditionEditorProps) {
  const ft = useFlowText();
  const c = edge.condition;
  const kind: CondKind = edge.isDefault ? 'default' : (c?.kind ?? 'unionKind');
  return (
    <div data-testid={testId}>
      <div className="flow-rule-row">
        <HTMLSelect
          aria-label={ft('condition')}
          data-testid={`${testId}-kind`}
          value={kind}
          onChange={(e) => {
            const next = e.currentTarget.value as CondKind;
            onChange(next === 'default' ? { isDefault: true } : { condition: conditionOfKind(next, fields) });
          }}
          options={KINDS.map((k) => ({ value: k, label: ft(`cond_${k}`) }))}
        />
      </div>
      {c?.kind === 'unionKind' && !edge.isDefault && (
        <div className="flow-rule-row">
          {UNION_KINDS.map((k) => (
            <Checkbox
              key={k}
              inline
              label={ft(`unionKind_${k}`)}
              checked={c.in.includes(k)}
              onChange={(e) => onChange({ condition: { ...c, in: e.currentTarget.checked ? [...c.in, k] : c.in.filter((x) => x !== k) } })}
            />
          ))}
        </div>
      )}
      {c?.kind === 'field' && !edge.isDefault && (
        <div className="flow-rule-row">
          <FieldChoice value={c.field} fields={fields} onChange={(field) => onChange({ condition: { ...c, field } })} />
          <HTMLSelect
            aria-label="op"
            value={c.op}
            onChange={(e) => {
              const op = e.currentTarget.value as 'eq' | 'ne' | 'in';
              const list = Array.isArray(c.value) ? c.value : c.value ? [c.value] : [];
              onChange({ condition: { ...c, op, value: op === 'in' ? list : list.join(',') } });
            }}
            options={(['eq', 'ne', 'in'] as const).map((op) => ({ value: op, label: ft(`op_${op}`) }))}
          />
          <ValuesInput
            list={c.op === 'in'}
            value={c.value}
            placeholder={c.op === 'in' ? ft('valuesHint') : ft('value')}
            onChange={(value) => onChange({ condition: { ...c, value } })}
          />
        </div>
      )}
      {c?.kind === 'amount' && !edge.isDefault && (
        <div className="flow-rule-row">
          <FieldChoice value={c.field} fields={fields} onChange={(field) => onChange({ condition: { ...c, field } })} />
          <HTMLSelect
            aria-label="op"
            value={c.op}
            onChange={(e) => onChange({ condition: { ...c, op: e.currentTarget.value as 'lt' | 'le' | 'gt' | 'ge' } })}
            options={(['gt', 'ge', 'lt', 'le'] as const).map((op) => ({ value: op, label: ft(`op_${op}`) }))}
          />
          <YuanInput fen={c.value} testId={`${testId}-yuan`} onChange={(value) => onChange({ condition: { ...c, value } })} />
          <span className="muted">{ft('amountHint')}</span>
        </div>
      )}
    </div>
  );
}
