import { Classes, Tag } from '@blueprintjs/core';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toast, type DictEntry, type DictionaryCalls } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { selectionColumn } from '../../platform/data-table';
import { AppDialog, FormDialog, ListToolbar, RemoveAlert, RowButton, TreeTable, type FormValues } from '../../platform/crud';
import { rowsAsTree, treeSelectOptions } from '../system/options';
import { entryBody, entryFields, entryValues } from './dictionary-form';

/** Props of `EntriesDialog`. */
export interface EntriesDialogProps {
  calls: DictionaryCalls;
  /** The dictionary (top row) whose entries are shown; the dialog is open while it is set. */
  dictionary: DictEntry | undefined;
  onClose: () => void;
}

const NO_ROWS: DictEntry[] = [];

/** 字典配置: the entries of one dictionary as a tree table, with 新增, 新增下级, 编辑 and 删除. */
export function EntriesDialog({ calls, dictionary, onClose }: EntriesDialogProps) {
  const { t, lang } = useI18n();
  const code = dictionary?.code ?? '';
  const loaded = useLoader(dictionary ? `dict-entries?${dictionary.id}` : null, () => calls.list({ code }));
  const top = loaded.data?.find((d) => d.id === dictionary?.id);
  const rows = top?.children ?? NO_ROWS;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<{ row?: DictEntry; values: FormValues }>();
  const [removing, setRemoving] = useState<string[]>();

  const parents = useMemo(
    () =>
      top
        ? treeSelectOptions(
            rowsAsTree([top], (e) => e.dictValue),
            0,
            editing?.row?.id,
          )
        : [],
    [top, editing?.row?.id],
  );
  const fields = useMemo(() => entryFields(lang, parents), [lang, parents]);
  const fresh = (parentId: string): FormValues => ({ parentId, sort: '0', isSealed: '0' });

  const columns = useMemo<ColumnDef<DictEntry>[]>(
    () => [
      selectionColumn<DictEntry>(),
      { id: 'dictValue', accessorKey: 'displayValue', header: () => <Msg k="dict.dictValue" /> },
      { id: 'dictKey', accessorKey: 'dictKey', header: () => <Msg k="dict.dictKey" /> },
      { id: 'code', accessorKey: 'code', header: () => <Msg k="dict.code" /> },
      {
        id: 'isSealed',
        size: 80,
        header: () => <Msg k="dict.isSealed" />,
        cell: ({ row }) => <SealedTag sealed={row.original.isSealed === 1} />,
      },
      {
        id: 'actions',
        size: 220,
        header: () => <Msg k="common.actions" />,
        cell: ({ row }) => (
          <div className="row-actions">
            <RowButton
              text={t('common.edit')}
              icon="edit"
              testId="entry-edit"
              onClick={() => setEditing({ row: row.original, values: entryValues(row.original) })}
            />
            <RowButton
              text={t('common.addChild')}
              icon="add"
              testId="entry-add-child"
              onClick={() => setEditing({ values: fresh(row.original.id) })}
            />
            <RowButton
              text={t('common.delete')}
              icon="trash"
              intent="danger"
              testId="entry-delete"
              onClick={() => setRemoving([row.original.id])}
            />
          </div>
        ),
      },
    ],
    [t],
  );

  const save = async (values: FormValues) => {
    await calls.submit(entryBody(values, editing?.row, code));
    toast.success(t(editing?.row ? 'msg.updated' : 'msg.created'));
    setEditing(undefined);
    loaded.reload();
  };

  return (
    <AppDialog
      isOpen={dictionary !== undefined}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: 880 }}
      title={t('dict.entriesOf', { name: `${dictionary?.displayValue ?? ''} (${code})` })}
      testId="dict-entries"
    >
      <div className={Classes.DIALOG_BODY}>
        <ListToolbar onAdd={() => top && setEditing({ values: fresh(top.id) })} onRemove={setRemoving} selection={selection} />
        <TreeTable<DictEntry>
          columns={columns}
          data={rows}
          treeColumn="dictValue"
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          loading={loaded.loading}
          rowTestId={(r) => `entry-${r.dictKey ?? r.id}`}
        />
      </div>
      <FormDialog
        initial={editing?.values}
        editing={editing?.row !== undefined}
        title={t(editing?.row ? 'common.editTitle' : 'common.newTitle', { name: t('noun.dictEntry') })}
        fields={fields}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        testId="dict-entry-dialog"
      />
      <RemoveAlert
        ids={removing}
        onClose={() => setRemoving(undefined)}
        remove={calls.remove}
        onRemoved={() => {
          setSelection({});
          loaded.reload();
        }}
      />
    </AppDialog>
  );
}

/** 已封存, or nothing. */
export function SealedTag({ sealed }: { sealed: boolean }) {
  return sealed ? (
    <Tag minimal intent="warning" icon="lock" data-testid="sealed">
      <Msg k="dict.sealed" />
    </Tag>
  ) : (
    <Msg k="dict.no" />
  );
}
