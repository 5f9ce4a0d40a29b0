import { Checkbox, FormGroup, HTMLSelect, HTMLTable, InputGroup, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import type { Completion, StageNode, TimeoutAction } from '../../../../catalogue';
import type { AdminUser, RoleRow } from '../../../../api';
import { useFlowText } from '../texts';
import { CandidateRulesEditor } from './CandidateRulesEditor';
import type { NameBook } from './describe';

const COMPLETIONS: Completion[] = ['any', 'all', 'sequence'];
const TIMEOUTS: TimeoutAction[] = ['remind', 'autoApprove', 'autoReturn', 'escalate'];

/** Props of `StageEditor`. */
export interface StageEditorProps {
  stage: StageNode;
  onChange: (stage: StageNode) => void;
  fields: { key: string; label: string }[];
  roles: RoleRow[];
  names: NameBook;
  learnUsers: (users: AdminUser[]) => void;
}

/** Toggles `key` in a list of field keys. */
const toggled = (list: string[], key: string, on: boolean) => (on ? [...new Set([...list, key])] : list.filter((k) => k !== key));

/**
 * One review stage: its name, candidates, how it completes (或签/会签/依次审批), due time and timeout
 * action, which fields its reviewers see and edit, and who is told (知会).
 */
export function StageEditor({ stage, onChange, fields, roles, names, learnUsers }: StageEditorProps) {
  const ft = useFlowText();
  const set = (patch: Partial<StageNode>) => onChange({ ...stage, ...patch });
  const limited = stage.fields !== undefined;
  const visible = stage.fields?.visible ?? [];
  const editable = stage.fields?.editable ?? [];
  // Candidates and CC pick from the same roles, fields and accounts.
  const pickers = { roles, fields, names, learnUsers };
  return (
    <div data-testid="stage-editor">
      <FormGroup label={ft('nameZh')} labelFor="stage-name">
        <InputGroup
          id="stage-name"
          data-testid="stage-name"
          value={stage.name.zh}
          onValueChange={(zh) => set({ name: { ...stage.name, zh } })}
        />
      </FormGroup>
      <FormGroup label={ft('nameEn')} labelFor="stage-name-en">
        <InputGroup id="stage-name-en" value={stage.name.en} onValueChange={(en) => set({ name: { ...stage.name, en } })} />
      </FormGroup>
      <FormGroup label={ft('candidates')}>
        <CandidateRulesEditor
          rules={stage.candidates}
          onChange={(candidates) => set({ candidates })}
          {...pickers}
          addText={ft('addCandidate')}
          testId="stage-candidates"
        />
      </FormGroup>
      <FormGroup label={ft('completion')} helperText={ft(`completionHint_${stage.completion}`)}>
        <RadioGroup inline selectedValue={stage.completion} onChange={(e) => set({ completion: e.currentTarget.value as Completion })}>
          {COMPLETIONS.map((c) => (
            <Radio key={c} value={c} label={ft(`completion_${c}`)} data-testid={`stage-completion-${c}`} />
          ))}
        </RadioGroup>
      </FormGroup>
      <div className="flow-rule-row">
        <FormGroup label={ft('dueHours')} labelFor="stage-due-hours">
          <InputGroup
            id="stage-due-hours"
            data-testid="stage-due-hours"
            type="number"
            min={1}
            step={1}
            value={String(stage.dueHours)}
            onValueChange={(v) => set({ dueHours: v === '' ? 0 : Number(v) })}
          />
        </FormGroup>
        <FormGroup label={ft('onTimeout')} labelFor="stage-timeout">
          <HTMLSelect
            id="stage-timeout"
            data-testid="stage-timeout"
            value={stage.onTimeout}
            onChange={(e) => set({ onTimeout: e.currentTarget.value as TimeoutAction })}
            options={TIMEOUTS.map((a) => ({ value: a, label: ft(`timeout_${a}`) }))}
          />
        </FormGroup>
      </div>
      <FormGroup label={ft('fieldPermissions')} helperText={limited ? undefined : ft('allFieldsHint')}>
        {fields.length === 0 ? (
          <span className="muted">{ft('noFields')}</span>
        ) : (
          <>
            <Switch
              checked={limited}
              label={ft('limitFields')}
              data-testid="stage-limit-fields"
              onChange={(e) => {
                if (e.currentTarget.checked) set({ fields: { visible: fields.map((f) => f.key), editable: [] } });
                else {
                  const { fields: _f, ...rest } = stage;
                  onChange(rest);
                }
              }}
            />
            {limited && (
              <HTMLTable compact className="flow-field-table">
                <thead>
                  <tr>
                    <th>{ft('field')}</th>
                    <th>{ft('visible')}</th>
                    <th>{ft('editable')}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((f) => (
                    <tr key={f.key}>
                      <td>{f.label}</td>
                      <td>
                        <Checkbox
                          checked={visible.includes(f.key)}
                          aria-label={`${f.label} ${ft('visible')}`}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            // A field one may edit is one one sees.
                            set({
                              fields: { visible: toggled(visible, f.key, on), editable: on ? editable : toggled(editable, f.key, false) },
                            });
                          }}
                        />
                      </td>
                      <td>
                        <Checkbox
                          checked={editable.includes(f.key)}
                          aria-label={`${f.label} ${ft('editable')}`}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            set({
                              fields: { visible: on ? toggled(visible, f.key, true) : visible, editable: toggled(editable, f.key, on) },
                            });
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </>
        )}
      </FormGroup>
      <FormGroup label={ft('cc')}>
        <CandidateRulesEditor
          rules={stage.cc ?? []}
          onChange={(cc) => {
            if (cc.length) set({ cc });
            else {
              const { cc: _cc, ...rest } = stage;
              onChange(rest);
            }
          }}
          {...pickers}
          addText={ft('addCc')}
          testId="stage-cc"
        />
      </FormGroup>
    </div>
  );
}
