import { Button, type IconName, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { saveFile } from '../../lib';

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

/** A button that fetches a file and hands it to the browser as a download, busy while it comes. */
export function DownloadButton({ text, icon, testId, fetch, name, intent, disabled }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetch(), name);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={icon}
      text={text}
      intent={intent}
      disabled={disabled}
      loading={busy}
      data-testid={testId}
      onClick={() => void download()}
    />
  );
}
