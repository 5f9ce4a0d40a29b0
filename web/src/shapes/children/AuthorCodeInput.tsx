import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { isMobile } from '../../catalogue';
import { toast } from '../../api';
import { useChildText } from './texts';

const RESEND_SECONDS = 60;

/** Props of `AuthorCodeInput`. */
export interface AuthorCodeInputProps {
  /** The number the code goes to (the work's author's mobile as typed). */
  phone: string;
  value: string;
  onChange: (code: string) => void;
  /** Texts the code; resolves when sent. */
  send: (phone: string) => Promise<unknown>;
  error?: string;
  disabled?: boolean;
}

/** The author confirms the work with a code texted to their mobile: a send button with its wait, and the code. */
export function AuthorCodeInput({ phone, value, onChange, send, error, disabled }: AuthorCodeInputProps) {
  const ct = useChildText();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const onSend = async () => {
    if (!isMobile(phone)) return toast.warning(ct('codePhoneFirst'));
    setSending(true);
    try {
      await send(phone);
      toast.success(ct('codeSent'));
      setWait(RESEND_SECONDS);
    } catch {
      // The client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <FormGroup
      className="form-field"
      label={ct('code')}
      labelFor="work-sms-code"
      labelInfo={<span className="required-mark">*</span>}
      helperText={error ? <span data-testid="error-smsCode">{error}</span> : ct('codeHelp')}
      intent={error ? 'danger' : 'none'}
    >
      <ControlGroup>
        <InputGroup
          id="work-sms-code"
          data-testid="work-sms-code"
          value={value}
          disabled={disabled}
          intent={error ? 'danger' : 'none'}
          onValueChange={onChange}
        />
        <Button
          text={wait > 0 ? ct('codeWait', { n: wait }) : ct('codeSend')}
          disabled={disabled || wait > 0}
          loading={sending}
          data-testid="work-sms-send"
          onClick={() => void onSend()}
        />
      </ControlGroup>
    </FormGroup>
  );
}
