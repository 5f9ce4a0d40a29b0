import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { missingPrefills, prefillForm, prefillKeysOf } from './prefill';

const organ3 = modules.organ3!;
const setup4 = modules.setup4!;

describe('the fields a form fills from the union’s data', () => {
  it('are named by key, once each', () => {
    expect(prefillKeysOf(organ3.fields)).toEqual(['unionName', 'unitName', 'unitUscc']);
  });

  it('take a read-only field from the union whatever the form holds, an editable one only where empty', () => {
    const known = { unionName: '北京智联科技有限公司工会', unitName: '北京智联科技有限公司', unitUscc: '91110108MA01A1B2C3' };
    expect(prefillForm(organ3.fields, known, { oldName: '别的名称', unitOldName: '已填的单位名称', unitUscc: '' })).toEqual({
      oldName: '北京智联科技有限公司工会',
      unitUscc: '91110108MA01A1B2C3',
    });
  });

  it('leave alone what the union has no value for, and say where the value would come from', () => {
    const known = { unionName: '北京智联科技有限公司工会', uscc: null };
    // The account's holder starts as the union's name too (an editable field, filled where empty).
    expect(prefillForm(setup4.fields, known)).toEqual({ unionName: '北京智联科技有限公司工会', accountName: '北京智联科技有限公司工会' });
    const notes = missingPrefills(setup4.fields, known, 'zh');
    expect(Object.keys(notes)).toEqual(['uscc']);
    expect(notes.uscc).toContain('工会法人资格登记批准后取得');
    expect(missingPrefills(setup4.fields, known, 'en').uscc).toContain('legal-person registration is approved');
  });
});
