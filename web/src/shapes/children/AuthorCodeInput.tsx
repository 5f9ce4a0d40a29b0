import { FormGroup } from '@blueprintjs/core';
import { isMobile } from '../../catalogue';
import { toast } from '../../api';
import { CodeSendControl } from '../../features/platform/crud';
import { useChildText } from './texts';

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

  const onSend = async () => {
    if (!isMobile(phone)) {
      toast.warning(ct('codePhoneFirst'));
      return false;
    }
    try {
      await send(phone);
      toast.success(ct('codeSent'));
      return true;
    } catch {
      // The client has shown the server's message.
      return false;
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
      <CodeSendControl
        inputId="work-sms-code"
        testIds={{ code: 'work-sms-code', send: 'work-sms-send' }}
        value={value}
        onChange={onChange}
        send={onSend}
        sendText={ct('codeSend')}
        waitText={(n) => ct('codeWait', { n })}
        error={Boolean(error)}
        disabled={disabled}
      />
    </FormGroup>
  );
}
