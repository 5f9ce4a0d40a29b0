import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

/** A number may be texted a code once a minute (the server's SMS codes' rule): the button waits as long. */
const RESEND_SECONDS = 60;

/** Props of `CodeSendControl`. */
export interface CodeSendControlProps {
  /** The input's id (for its label). */
  inputId: string;
  /** The test ids of the code input and of the send button. */
  testIds: { code: string; send: string };
  value: string;
  onChange: (code: string) => void;
  /** Texts the code; resolves true when sent (the wait starts), false when nothing was sent. */
  send: () => Promise<boolean>;
  /** The button's words: to send, and while it waits `n` seconds. */
  sendText: string;
  waitText: (n: number) => string;
  placeholder?: string;
  error?: boolean;
  disabled?: boolean;
}

/** A texted code's input with its send button, which waits a minute after each code sent. */
export function CodeSendControl({
  inputId,
  testIds,
  value,
  onChange,
  send,
  sendText,
  waitText,
  placeholder,
  error,
  disabled,
}: CodeSendControlProps) {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const onSend = async () => {
    setSending(true);
    try {
      if (await send()) setWait(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <ControlGroup>
      <InputGroup
        id={inputId}
        data-testid={testIds.code}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        intent={error ? 'danger' : 'none'}
        onValueChange={onChange}
      />
      <Button
        text={wait > 0 ? waitText(wait) : sendText}
        disabled={disabled || wait > 0}
        loading={sending}
        data-testid={testIds.send}
        onClick={() => void onSend()}
      />
    </ControlGroup>
  );
}
