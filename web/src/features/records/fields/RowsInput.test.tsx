import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../catalogue';
import { renderConsole } from '../../../testing';
import type { InputValue } from './input-types';
import { RowsInput } from './RowsInput';

// field4material's goods lines: 其他 (99) needs its specification.
const items: FieldDef = {
  name: 'items',
  kind: 'rows',
  label: { zh: '申领物资', en: 'Goods' },
  rules: [],
  columns: [
    { name: 'goods', kind: 'text', label: { zh: '物资', en: 'Goods' }, rules: [{ rule: 'required' }] },
    {
      name: 'spec',
      kind: 'text',
      label: { zh: '规格型号', en: 'Specification' },
      rules: [{ rule: 'requiredWhen', field: 'goods', equals: ['99'] }],
    },
  ],
};
const services = { module: 'fieldsTest', attachmentNames: {}, onUpload: () => Promise.reject(new Error('no uploads')) };

function Rows({ start }: { start: InputValue }) {
  const [value, setValue] = useState<InputValue>(start);
  return <RowsInput id="field-items" field={items} value={value} onChange={setValue} intent="none" services={services} />;
}

describe('RowsInput', () => {
  it('marks a cell required in the rows whose sibling cell holds the value, and only there', async () => {
    await renderConsole(
      <Rows
        start={[
          { goods: '99', spec: '' },
          { goods: '1', spec: '' },
        ]}
      />,
    );
    expect(screen.getByTestId('field-items-0-spec-required')).toBeTruthy();
    expect(screen.queryByTestId('field-items-1-spec-required')).toBeNull();
  });

  it('marks the cell as the sibling cell is typed', async () => {
    const { user } = await renderConsole(<Rows start={[{ goods: '', spec: '' }]} />);
    expect(screen.queryByTestId('field-items-0-spec-required')).toBeNull();
    await user.type(screen.getByTestId('field-items-0-goods'), '99');
    expect(screen.getByTestId('field-items-0-spec-required')).toBeTruthy();
  });
});
