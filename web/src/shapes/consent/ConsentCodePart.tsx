import { FormGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../api';
import { CodeSendControl } from '../../features/platform/crud';
import type { ConsentPartProps } from '../../features/records/modules';
import { sendConsentCode } from './api';
import { useConsentText } from './texts';

/**
 * 短信确认 beside the nominee's consent slot (I-CONSENT): the other way to the signed file. The union
 * texts the nominee's mobile (generateCaptcha, on the saved draft) and types the code the nominee
 * reads out; the form sends it as `consentCode` with the next save or submit. A nominee who confirmed
 * (as the form's ID number and mobile stand) shows 已确认 with the time.
 */
export function ConsentCodePart({ moduleKey, recordId, confirmed, value, onChange, error, disabled }: ConsentPartProps) {
  const ct = useConsentText();
  const [sentTo, setSentTo] = useState<string>();

  if (confirmed) {
    return (
      <FormGroup className="form-field" label={ct('title')}>
        <span data-testid="consent-confirmed">
          <Tag intent="success" icon="tick">
            {ct('confirmed')}
          </Tag>{' '}
          {ct('confirmedAt', { phone: confirmed.phone, time: confirmed.confirmedAt ?? '' })}
        </span>
      </FormGroup>
    );
  }

  const send = async () => {
    if (!recordId) {
      toast.warning(ct('saveFirst'));
      return false;
    }
    try {
      const sent = await sendConsentCode(moduleKey, recordId);
      setSentTo(ct('sent', { phone: sent.phone, minutes: String(sent.minutes) }));
      return true;
    } catch {
      // The client has shown the server's message (no mobile saved, too soon).
      return false;
    }
  };

  return (
    <FormGroup
      className="form-field"
      label={ct('title')}
      labelFor="consent-code"
      helperText={error ? <span data-testid="error-consentCode">{error}</span> : (sentTo ?? ct('help'))}
      intent={error ? 'danger' : 'none'}
    >
      <CodeSendControl
        inputId="consent-code"
        testIds={{ code: 'consent-code', send: 'consent-send' }}
        value={value}
        onChange={onChange}
        send={send}
        sendText={ct('send')}
        waitText={(n) => ct('wait', { n })}
        placeholder={ct('code')}
        error={Boolean(error)}
        disabled={disabled}
      />
    </FormGroup>
  );
}
