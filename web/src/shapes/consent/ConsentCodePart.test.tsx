import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConsentPartProps } from '../../features/records/modules';
import { FakeApi, renderConsole } from '../../testing';
import { ConsentCodePart } from './ConsentCodePart';

const MODULE = 'recommendEmployeeInnovationBoost1Endpoint';
const CAPTCHA = `GET /api/blade-crop/crop/${MODULE}/generateCaptcha` as const;

/** The part as the form holds it: the code typed kept in the form's state. */
function Holder(props: Omit<ConsentPartProps, 'value' | 'onChange' | 'moduleKey'> & { typed?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <ConsentCodePart
      {...props}
      moduleKey={MODULE}
      value={code}
      onChange={(c) => {
        setCode(c);
        props.typed?.(c);
      }}
    />
  );
}

describe('短信确认 beside the nominee’s consent slot', () => {
  it('texts the saved draft’s nominee, says where the code went, and takes the code typed', async () => {
    const api = new FakeApi().answer(CAPTCHA, { phone: '139****5555', minutes: 10 });
    let typed = '';
    await renderConsole(<Holder recordId="42" confirmed={undefined} typed={(c) => (typed = c)} />, { api });
    fireEvent.click(await screen.findByTestId('consent-send'));
    expect(await screen.findByText('验证码已发送至139****5555，10分钟内有效')).toBeTruthy();
    expect(api.callsTo(CAPTCHA)[0]!.query.toString()).toBe('status=consent&businessId=42');
    expect(screen.getByTestId('consent-send').textContent).toMatch(/秒后重发/);
    fireEvent.change(screen.getByTestId('consent-code'), { target: { value: '123456' } });
    expect(typed).toBe('123456');
  });

  it('asks for a saved draft before texting anything', async () => {
    const api = new FakeApi().answer(CAPTCHA, { phone: '139****5555', minutes: 10 });
    await renderConsole(<Holder recordId={undefined} confirmed={undefined} />, { api });
    fireEvent.click(await screen.findByTestId('consent-send'));
    expect(await screen.findByText('请先填写被推荐人手机号码并暂存')).toBeTruthy();
    expect(api.callsTo(CAPTCHA)).toHaveLength(0);
  });

  it('shows the server’s message for a wrong code under the code', async () => {
    await renderConsole(<Holder recordId="42" confirmed={undefined} error="验证码不正确或已过期" />, { api: new FakeApi() });
    expect((await screen.findByTestId('error-consentCode')).textContent).toBe('验证码不正确或已过期');
  });

  it('shows a confirmed nominee as 已确认 with the number and time, and no code to type', async () => {
    await renderConsole(<Holder recordId="42" confirmed={{ phone: '139****5555', confirmedAt: '2026-11-27 14:30:00' }} />, {
      api: new FakeApi(),
    });
    expect((await screen.findByTestId('consent-confirmed')).textContent).toBe('已确认 139****5555 于 2026-11-27 14:30:00 确认');
    expect(screen.queryByTestId('consent-code')).toBeNull();
  });
});
