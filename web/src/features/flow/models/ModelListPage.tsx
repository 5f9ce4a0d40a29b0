import { Button, Card, DialogBody, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { flowModels, toast, type FlowModelRow } from '../../../api';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { AppDialog, ConfirmFooter, RemoveAlert, RowButton, SearchBar, usePagedList } from '../../platform/crud';
import { DataTable, indexColumn } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { CategorySelect } from './CategorySelect';
import { modelCategories } from './model-categories';
import { useFlowText } from './texts';
import './flow-admin.css';

const FILTERS = ['modelKey', 'name'] as const;

/** 新建模型: a key, a name and what it serves; its graph starts as that module's chain. */
function NewModelDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const ft = useFlowText();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const options = useMemo(() => modelCategories(lang), [lang]);
  const [form, setForm] = useState({ category: '', modelKey: '', name: '' });
  const [busy, setBusy] = useState(false);
  const chosen = options.find((o) => o.value === form.category);
  const create = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const modelKey = form.modelKey.trim() || chosen.value;
      const name = form.name.trim() || chosen.graph.name[lang];
      const d = await flowModels.submit({ modelKey, name, category: chosen.value, graph: { ...chosen.graph, key: modelKey } });
      toast.success(ft('created'));
      navigate(`/flow/model/${d.id}`);
    } catch (err) {
      if (err instanceof Error) toast.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog testId="new-model-dialog" isOpen={isOpen} onClose={onClose} title={ft('newModel')} icon="add">
      <DialogBody>
        <p className="muted">{ft('newModelHint')}</p>
        <CategorySelect
          id="new-model-category"
          value={form.category}
          options={options}
          onChange={(category) => {
            const o = options.find((x) => x.value === category);
            setForm({ category, modelKey: o?.value ?? '', name: o ? o.graph.name[lang] : '' });
          }}
        />
        <FormGroup label={ft('modelKey')} labelFor="new-model-key">
          <InputGroup
            id="new-model-key"
            data-testid="new-model-key"
            value={form.modelKey}
            onValueChange={(modelKey) => setForm({ ...form, modelKey })}
          />
        </FormGroup>
        <FormGroup label={ft('modelName')} labelFor="new-model-name">
          <InputGroup
            id="new-model-name"
            data-testid="new-model-name"
            value={form.name}
            onValueChange={(name) => setForm({ ...form, name })}
          />
        </FormGroup>
      </DialogBody>
      <ConfirmFooter
        onCancel={onClose}
        onConfirm={() => void create()}
        text={t('common.confirm')}
        busy={busy}
        disabled={!chosen}
        testId="btn-new-model-confirm"
      />
    </AppDialog>
  );
}

/** Route `/flow/model` (模型设计): the tenant's models, each opened in the designer; new and remove. */
export function ModelListPage() {
  const ft = useFlowText();
  const { t } = useI18n();
  usePageTitle(ft('modelTitle'));
  const list = usePagedList('flow-models', FILTERS, flowModels.list);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<string[]>();

  const columns = useMemo<ColumnDef<FlowModelRow>[]>(
    () => [
      indexColumn<FlowModelRow>(),
      { id: 'modelKey', header: ft('modelKey'), cell: ({ row }) => <code>{row.original.modelKey}</code> },
      { id: 'name', header: ft('modelName'), accessorKey: 'name' },
      { id: 'category', header: ft('category'), cell: ({ row }) => row.original.categoryName || row.original.category },
      {
        id: 'latestVersion',
        header: ft('latestVersion'),
        cell: ({ row }) =>
          row.original.latestVersion ? (
            <Tag minimal intent="success">
              {ft('versionN', { n: row.original.latestVersion })}
            </Tag>
          ) : (
            <Tag minimal>{ft('noVersion')}</Tag>
          ),
      },
      { id: 'updateTime', header: ft('updateTime'), accessorKey: 'updateTime' },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <Link to={`/flow/model/${row.original.id}`}>
              <Button size="small" variant="minimal" intent="primary" icon="flow-branch" text={ft('design')} data-testid="row-design" />
            </Link>
            <RowButton
              text={t('common.delete')}
              icon="trash"
              intent="danger"
              testId="row-delete"
              onClick={() => setRemoving([row.original.id])}
            />
          </div>
        ),
      },
    ],
    [ft, t],
  );

  return (
    <div className="page" data-testid="flow-models">
      <PageHeader
        title={ft('modelTitle')}
        actions={<Button icon="add" intent="primary" text={ft('newModel')} data-testid="btn-new-model" onClick={() => setCreating(true)} />}
      />
      <Card className="panel">
        <SearchBar
          fields={[
            { name: 'modelKey', label: ft('modelKey') },
            { name: 'name', label: ft('modelName') },
          ]}
          filters={list.tq.query.filters}
          onChange={list.tq.setFilters}
        />
        <DataTable<FlowModelRow> columns={columns} {...list.table} getRowId={(r) => r.id} rowTestId={(r) => `model-${r.modelKey}`} />
      </Card>
      {creating && <NewModelDialog isOpen onClose={() => setCreating(false)} />}
      <RemoveAlert ids={removing} onClose={() => setRemoving(undefined)} remove={flowModels.remove} onRemoved={list.page.reload} />
    </div>
  );
}
