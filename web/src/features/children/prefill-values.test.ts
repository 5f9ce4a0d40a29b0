import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../catalogue';
import { prefillValues } from './prefill-values';

const text = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'text',
  label: { zh: name, en: name },
  rules: [],
  ...extra,
});

describe('the values a form prefills from the user’s union', () => {
  it('fill each prefilled field from the key it names, and nothing else', () => {
    const fields = [text('activityId'), text('unionName', { prefill: 'unionName', readOnly: true })];
    expect(prefillValues(fields, { unionName: '北京智联科技有限公司工会委员会', activityId: 'x' })).toEqual({
      unionName: '北京智联科技有限公司工会委员会',
    });
  });

  it('leave a field blank when the key is unknown', () => {
    expect(prefillValues([text('higherUnionName', { prefill: 'higherUnionName' })], { unionName: 'x' })).toEqual({});
  });
});
