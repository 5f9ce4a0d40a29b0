import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { records, type AttachmentInfo } from '../../../api';
import { saveFile } from '../../../lib';

/** Props of `AttachmentLinks`. */
export interface AttachmentLinksProps {
  module: string;
  attachments: AttachmentInfo[];
}

/**
 * A record's attachments as links that open them: each is fetched with the auth headers and handed
 * to the browser from memory, because a token must never travel in a URL.
 */
export function AttachmentLinks({ module, attachments }: AttachmentLinksProps) {
  const [busy, setBusy] = useState<string>();
  const open = async (a: AttachmentInfo) => {
    setBusy(a.id);
    try {
      saveFile(await records.attachment(module, a.id), a.name);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <ul className="attachment-links" data-testid="attachment-links">
      {attachments.map((a) => (
        <li key={a.id}>
          <Button
            variant="minimal"
            intent="primary"
            icon="paperclip"
            text={a.name}
            loading={busy === a.id}
            data-testid={`attachment-link-${a.id}`}
            onClick={() => void open(a)}
          />
        </li>
      ))}
    </ul>
  );
}
