import { Callout } from '@blueprintjs/core';
import { ApiError } from '../../../api';
import { useI18n } from '../../../i18n';

/** Why the public area could not be read (a tenant that does not exist), in the server's words. */
export function PublicFailure({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <Callout intent="danger" className="gap-bottom" data-testid="public-publicity-error">
      {error instanceof ApiError ? error.message : t('msg.unknownError')}
    </Callout>
  );
}
