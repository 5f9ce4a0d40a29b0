import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { I18nProvider } from '../../../i18n';
import { useFieldsForm } from './use-fields-form';

const setup1 = modules.setup1!;
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider>{children}</I18nProvider>;

describe("a form's values", () => {
  it('keep what the user typed when the union’s data is filled in before the form drew it', () => {
    const { result } = renderHook(() => useFieldsForm(setup1), { wrapper });
    // The typing and the prefill's answer land in one batch: no render in between.
    act(() => {
      result.current.setValue('enterpriseName', '未保存的企业');
      result.current.fill(() => ({ higherUnion: '1101' }));
    });
    expect(result.current.values.enterpriseName).toBe('未保存的企业');
    expect(result.current.values.higherUnion).toBe('1101');
    expect(result.current.isDirty()).toBe(true);
  });

  it('count filled-in values as saved: they alone leave nothing to lose', () => {
    const { result } = renderHook(() => useFieldsForm(setup1), { wrapper });
    act(() => result.current.fill(() => ({ higherUnion: '1101' })));
    expect(result.current.values.higherUnion).toBe('1101');
    expect(result.current.isDirty()).toBe(false);
  });
});
