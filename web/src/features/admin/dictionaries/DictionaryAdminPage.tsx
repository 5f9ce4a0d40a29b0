import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { dictionaries, type DictEntry } from '../../../api';
import { Msg, useI18n, type MessageKey } from '../../../i18n';
import { RowButton, type SearchField } from '../../platform/crud';
import { PagedAdminPage } from '../system/PagedAdminPage';
import { dictionaryFields, entryBody, entryValues } from './dictionary-form';
import { EntriesDialog, SealedTag } from './EntriesDialog';

const SEARCH: SearchField[] = [
  { name: 'code', label: 'dict.code' },
  { name: 'dictValue', label: 'dict.dictValue' },
];

/** Props of `DictionaryAdminPage`. */
export interface DictionaryAdminPageProps {
  /** `dict`: the system dictionaries; `dictbiz`: the tenant's business dictionaries. */
  family: 'dict' | 'dictbiz';
}

/**
 * Routes `/system/dict` (字典管理) and `/system/dictbiz` (业务字典): the dictionaries, paged and
 * searchable by code and name, each with 字典配置 for its entries.
 */
export function DictionaryAdminPage({ family }: DictionaryAdminPageProps) {
  const { t, lang } = useI18n();
  const calls = family === 'dict' ? dictionaries.system : dictionaries.business;
  const [open, setOpen] = useState<DictEntry>();
  const fields = useMemo(() => dictionaryFields(lang), [lang]);
  const columns = useMemo<ColumnDef<DictEntry>[]>(
    () => [
      { id: 'code', accessorKey: 'code', enableSorting: true, header: () => <Msg k="dict.code" /> },
      // Shown in the reader's language, edited as stored.
      { id: 'dictValue', accessorKey: 'displayValue', enableSorting: true, header: () => <Msg k="dict.dictValue" /> },
      {
        id: 'isSealed',
        size: 80,
        header: () => <Msg k="dict.isSealed" />,
        cell: ({ row }) => <SealedTag sealed={row.original.isSealed === 1} />,
      },
    ],
    [],
  );
  return (
    <PagedAdminPage<DictEntry>
      name={family}
      title={`route.${family}` as MessageKey}
      noun="noun.dict"
      search={SEARCH}
      load={calls.parentList}
      columns={columns}
      fields={fields}
      toValues={entryValues}
      toBody={(values, row) => entryBody(values, row)}
      submit={calls.submit}
      remove={calls.remove}
      defaults={{ sort: '0', isSealed: '0' }}
      rowTestId={(r) => `row-${r.code}`}
      rowActions={(row) => <RowButton text={t('dict.config')} icon="properties" testId="row-config" onClick={() => setOpen(row)} />}
    >
      <EntriesDialog calls={calls} dictionary={open} onClose={() => setOpen(undefined)} />
    </PagedAdminPage>
  );
}

/** `/system/dict`. */
export default function SystemDictionaryPage() {
  return <DictionaryAdminPage family="dict" />;
}
