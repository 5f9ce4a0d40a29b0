import { Button, type IconName, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useI18n } from '../../../i18n';
import { saveFile } from '../../../lib';
import { useRetryWait } from './use-retry-wait';

/** Props of `DownloadButton`. */
export interface DownloadButtonProps {
  text: string;
  icon: IconName;
  testId: string;
  /** Fetches the bytes (with the auth headers: tokens never go in a URL). */
  fetch: () => Promise<Blob>;
  /** The file's name as the browser saves it. */
  name: string;
  intent?: Intent;
  disabled?: boolean;
}

/**
 * A button that fetches a file and hands it to the browser as a download, busy while it comes.
 * When the server is too busy (429), its message says how long to wait, and the button counts the
 * wait down before it may be pressed again.
 */
export function DownloadButton({ text, icon, testId, fetch, name, intent, disabled }: DownloadButtonProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const wait = useRetryWait();
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetch(), name);
    } catch (err) {
      // The client has shown the server's message; a busy server's wait is counted down here.
      wait.start(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={icon}
      text={wait.seconds > 0 ? t('msg.retryIn', { seconds: wait.seconds }) : text}
      intent={intent}
      disabled={disabled || wait.seconds > 0}
      loading={busy}
      data-testid={testId}
      onClick={() => void download()}
    />
  );
}
