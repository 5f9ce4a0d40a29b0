import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../catalogue';
import { renderConsole } from '../../../testing';
import type { InputValue } from './input-types';
import { TimeInput } from './TextInputs';

const openFrom: FieldDef = { name: 'openFrom', kind: 'time', label: { zh: '开放时间(起)', en: 'Opens at' }, rules: [] };
const services = { module: 'fieldsTest', attachmentNames: {}, onUpload: () => Promise.reject(new Error('no uploads')) };

function Time() {
  const [value, setValue] = useState<InputValue>('');
  return (
    <>
      <TimeInput id="field-openFrom" field={openFrom} value={value} onChange={setValue} intent="none" services={services} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('TimeInput', () => {
  it('shows HH:mm while empty', async () => {
    await renderConsole(<Time />);
    expect(screen.getByTestId('field-openFrom').getAttribute('placeholder')).toBe('HH:mm');
  });

  it('holds a time typed with the full-width colon of a Chinese keyboard as HH:mm', async () => {
    const { user } = await renderConsole(<Time />);
    await user.type(screen.getByTestId('field-openFrom'), '08：30');
    expect(screen.getByTestId('value').textContent).toBe('08:30');
  });

  it('takes at most five characters', async () => {
    const { user } = await renderConsole(<Time />);
    await user.type(screen.getByTestId('field-openFrom'), '18:300');
    expect(screen.getByTestId('value').textContent).toBe('18:30');
  });
});
