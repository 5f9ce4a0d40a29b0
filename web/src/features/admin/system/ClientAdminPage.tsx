import type { ColumnDef } from '@tanstack/react-table';
import { admin, type ClientRow } from '../../../api';
import { Msg } from '../../../i18n';
import { int, picks, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { GRANT_TYPE_OPTIONS } from './options';
import { PagedAdminPage } from './PagedAdminPage';

const SEARCH: SearchField[] = [{ name: 'clientId', label: 'client.clientId' }];

const COLUMNS: ColumnDef<ClientRow>[] = [
  { id: 'clientId', accessorKey: 'clientId', enableSorting: true, header: () => <Msg k="client.clientId" /> },
  { id: 'scope', accessorKey: 'scope', header: () => <Msg k="client.scope" /> },
  { id: 'authorizedGrantTypes', accessorKey: 'authorizedGrantTypes', header: () => <Msg k="client.grantTypes" /> },
  { id: 'accessTokenValidity', accessorKey: 'accessTokenValidity', header: () => <Msg k="client.accessValidity" /> },
  { id: 'refreshTokenValidity', accessorKey: 'refreshTokenValidity', header: () => <Msg k="client.refreshValidity" /> },
];

const FIELDS: FieldSpec[] = [
  { name: 'clientId', label: 'client.clientId', required: true, fixedOnEdit: true },
  { name: 'clientSecret', label: 'client.secret', kind: 'password', hint: 'client.secretHint' },
  { name: 'scope', label: 'client.scope' },
  { name: 'accessTokenValidity', label: 'client.accessValidity', kind: 'number', required: true },
  { name: 'refreshTokenValidity', label: 'client.refreshValidity', kind: 'number', required: true },
  { name: 'webServerRedirectUri', label: 'client.redirectUri' },
  { name: 'authorizedGrantTypes', label: 'client.grantTypes', kind: 'multi', required: true, options: GRANT_TYPE_OPTIONS },
];

const toValues = (r: ClientRow): FormValues => ({
  clientId: r.clientId,
  clientSecret: '',
  scope: r.scope,
  accessTokenValidity: String(r.accessTokenValidity),
  refreshTokenValidity: String(r.refreshTokenValidity),
  webServerRedirectUri: r.webServerRedirectUri,
  authorizedGrantTypes: r.authorizedGrantTypes ? r.authorizedGrantTypes.split(',') : [],
});

function toBody(v: FormValues, row: ClientRow | undefined) {
  const secret = typeof v.clientSecret === 'string' ? v.clientSecret : '';
  return {
    ...(row ? { id: row.id } : {}),
    clientId: text(v.clientId),
    // Left empty on an update, the secret stays; a new one rotates it.
    ...(secret ? { clientSecret: secret } : {}),
    scope: text(v.scope) || 'all',
    accessTokenValidity: int(v.accessTokenValidity),
    refreshTokenValidity: int(v.refreshTokenValidity),
    webServerRedirectUri: text(v.webServerRedirectUri),
    authorizedGrantTypes: picks(v.authorizedGrantTypes).join(','),
  };
}

/** Route `/system/client` (应用管理): the OAuth clients; their secrets are set, never shown. */
export function ClientAdminPage() {
  return (
    <PagedAdminPage<ClientRow>
      name="client"
      title="route.client"
      noun="noun.client"
      search={SEARCH}
      load={admin.clients.page}
      columns={COLUMNS}
      fields={FIELDS}
      toValues={toValues}
      toBody={toBody}
      submit={admin.clients.submit}
      remove={admin.clients.remove}
      defaults={{
        scope: 'all',
        accessTokenValidity: '3600',
        refreshTokenValidity: '604800',
        authorizedGrantTypes: ['captcha', 'refresh_token'],
      }}
      rowTestId={(r) => `row-${r.clientId}`}
    />
  );
}
