import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { ApiError, type FieldAccess } from '../../../api';
import { toInputs } from '../../records/fields';
import { changedFields, editableFields, editErrors } from './stage-edits';

const entry = modules.setup1!;
const access: FieldAccess = { taskId: '1-1', stageName: '上级工会审核', visible: ['unionName'], editable: ['remark', 'plannedMembers'] };

describe('the fields a reviewer edits', () => {
  it('are the stage’s editable fields in the form’s order', () => {
    expect(editableFields(entry, access).map((f) => f.name)).toEqual(['plannedMembers', 'remark']);
    expect(editableFields(entry, undefined)).toEqual([]);
  });

  it('go with the approval only when changed', () => {
    const fields = editableFields(entry, access);
    const initial = toInputs({ fields }, { remark: '', plannedMembers: 100 });
    expect(changedFields(fields, initial, { ...initial })).toEqual([]);
    expect(changedFields(fields, initial, { ...initial, remark: '已核实' }).map((f) => f.name)).toEqual(['remark']);
  });

  it('show the server’s refusal on the field it names, in the answer’s words when the field’s are blank', () => {
    const fields = editableFields(entry, access);
    const err = new ApiError('remark 不可编辑', 400, { errors: [{ field: 'form.remark', rule: 'editable', message: '' }] });
    expect(editErrors(err, fields)).toEqual({ remark: 'remark 不可编辑' });
    const other = new ApiError('x', 400, { errors: [{ field: 'unionName', rule: 'editable', message: 'y' }] });
    expect(editErrors(other, fields)).toBeNull();
    expect(editErrors(new Error('x'), fields)).toBeNull();
  });
});
