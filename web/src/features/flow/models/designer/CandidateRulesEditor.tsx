import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { CandidateRule } from '../../../../catalogue';
import type { AdminUser, RoleRow } from '../../../../api';
import { useFlowText } from '../texts';
import type { NameBook } from './describe';
import { UserPicker } from './UserPicker';

const KINDS = ['applicantParent', 'role', 'roleAtLevel', 'users', 'formUnion', 'dataScope'] as const;
type Kind = (typeof KINDS)[number];

/** A rule of `kind` with its parameters filled as far as the designer can guess. */
function ruleOfKind(kind: Kind, roles: RoleRow[], fields: { key: string }[]): CandidateRule {
  const role = roles[0]?.roleAlias ?? '';
  switch (kind) {
    case 'applicantParent':
      return { kind };
    case 'role':
      return { kind, role };
    case 'roleAtLevel':
      return { kind, role, level: 'launion' };
    case 'users':
      return { kind, userIds: [] };
    case 'formUnion':
      return { kind, field: fields[0]?.key ?? '' };
    case 'dataScope':
      return { kind, resource: 'record' };
  }
}

/** Props of `CandidateRulesEditor`. */
export interface CandidateRulesEditorProps {
  rules: CandidateRule[];
  onChange: (rules: CandidateRule[]) => void;
  roles: RoleRow[];
  fields: { key: string; label: string }[];
  names: NameBook;
  learnUsers: (users: AdminUser[]) => void;
  addText: string;
  /** Prefix of the test ids: `<testId>-<index>-kind`... */
  testId: string;
}

/** Who takes (or is copied on) a stage: a list of candidate rules, each of a kind with its own picker. */
export function CandidateRulesEditor({ rules, onChange, roles, fields, names, learnUsers, addText, testId }: CandidateRulesEditorProps) {
  const ft = useFlowText();
  const set = (i: number, rule: CandidateRule) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  const roleSelect = (i: number, rule: Extract<CandidateRule, { role: string }>) => (
    <HTMLSelect
      value={rule.role}
      data-testid={`${testId}-${i}-role`}
      aria-label={ft('role')}
      onChange={(e) => set(i, { ...rule, role: e.currentTarget.value })}
      options={[
        ...(roles.some((r) => r.roleAlias === rule.role) ? [] : [{ value: rule.role, label: rule.role || ft('choose') }]),
        ...roles.map((r) => ({ value: r.roleAlias, label: names.roles?.[r.roleAlias] ?? r.roleName })),
      ]}
    />
  );
  return (
    <div data-testid={testId}>
      {rules.map((rule, i) => (
        <div key={i} className="flow-rule-row" data-testid={`${testId}-${i}`}>
          <HTMLSelect
            value={rule.kind}
            data-testid={`${testId}-${i}-kind`}
            aria-label={ft('candidates')}
            onChange={(e) => set(i, ruleOfKind(e.currentTarget.value as Kind, roles, fields))}
            options={KINDS.map((k) => ({ value: k, label: ft(`cand_${k}`) }))}
          />
          {rule.kind === 'role' && roleSelect(i, rule)}
          {rule.kind === 'roleAtLevel' && (
            <>
              <HTMLSelect
                value={rule.level}
                aria-label={ft('level')}
                data-testid={`${testId}-${i}-level`}
                onChange={(e) => set(i, { ...rule, level: e.currentTarget.value as 'launion' | 'federation' })}
                options={(['launion', 'federation'] as const).map((l) => ({ value: l, label: ft(`level_${l}`) }))}
              />
              {roleSelect(i, rule)}
            </>
          )}
          {rule.kind === 'formUnion' &&
            (fields.length > 0 ? (
              <HTMLSelect
                value={rule.field}
                aria-label={ft('formField')}
                onChange={(e) => set(i, { ...rule, field: e.currentTarget.value })}
                options={fields.map((f) => ({ value: f.key, label: f.label }))}
              />
            ) : (
              <InputGroup
                size="small"
                value={rule.field}
                placeholder={ft('formField')}
                onValueChange={(field) => set(i, { ...rule, field })}
              />
            ))}
          {rule.kind === 'dataScope' && (
            <HTMLSelect
              value={rule.resource}
              aria-label={ft('resource')}
              onChange={(e) => set(i, { ...rule, resource: e.currentTarget.value })}
              options={[{ value: 'record', label: ft('resource_record') }]}
            />
          )}
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            intent="danger"
            aria-label={ft('remove')}
            onClick={() => onChange(rules.filter((_, j) => j !== i))}
          />
          {rule.kind === 'users' && (
            <div style={{ width: '100%' }}>
              <UserPicker
                value={rule.userIds}
                onChange={(userIds) => set(i, { ...rule, userIds })}
                names={names.users ?? {}}
                learnUsers={learnUsers}
                testId={`${testId}-${i}-users`}
              />
            </div>
          )}
        </div>
      ))}
      <Button
        size="small"
        icon="add"
        text={addText}
        data-testid={`${testId}-add`}
        onClick={() => onChange([...rules, ruleOfKind('applicantParent', roles, fields)])}
      />
    </div>
  );
}
