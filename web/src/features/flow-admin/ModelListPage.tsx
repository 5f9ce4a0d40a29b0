import { Button, Card, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { flowModels, toast, type FlowModelRow } from '../../api';
import { modelOfChain, modules, type FlowGraph } from '../../catalogue';
import { useI18n } from '../../i18n';
import { usePageTitle } from '../../lib';
import { AppDialog, RemoveAlert, RowButton, usePagedList } from '../crud';
import { DataTable, indexColumn, pageProps } from '../data-table';
import { PageHeader } from '../layout';
import { FilterBar } from './FilterBar';
import { useFlowText } from './texts';
import './flow-admin.css';

const FILTERS = ['modelKey', 'name'] as const;

/** What a model may serve: each module (its own model), and each shared chain, with the graph to start from. */
function categories(lang: 'zh' | 'en'): { value: string; label: string; graph: FlowGraph }[] {
  const entries = Object.values(modules);
  const chains = new Map(entries.map((m) => [m.flowModel.key, m.flowModel]));
  return [
    ...entries.map((m) => ({ value: m.key, label: `${m.title[lang]}（${m.key}）`, graph: { ...modelOfChain(m.flowModel), key: m.key } })),
    ...[...chains.values()].map((c) => ({ value: c.key, label: `${c.name[lang]}（${c.key}）`, graph: modelOfChain(c) })),
  ];
}

/** 新建模型: a key, a name and what it serves; its graph starts as that module's chain. */
function NewModelDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const ft = useFlowText();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const options = useMemo(() => categories(lang), [lang]);
  const [form, setForm] = useState({ category: '', modelKey: '', name: '' });
  const [busy, setBusy] = useState(false);
  const chosen = options.find((o) => o.value === form.category);
  const create = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const modelKey = form.modelKey.trim() || chosen.value;
      const name = form.name.trim() || chosen.graph.name.zh;
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
        <FormGroup label={ft('category')} labelFor="new-model-category">
          <HTMLSelect
            id="new-model-category"
            data-testid="new-model-category"
            fill
            value={form.category}
            options={[{ value: '', label: ft('chooseCategory') }, ...options.map(({ value, label }) => ({ value, label }))]}
            onChange={(e) => {
              const o = options.find((x) => x.value === e.currentTarget.value);
              setForm({ category: e.currentTarget.value, modelKey: o?.value ?? '', name: o ? o.graph.name.zh : '' });
            }}
          />
        </FormGroup>
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
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('common.confirm')}
              loading={busy}
              disabled={!chosen}
              data-testid="btn-new-model-confirm"
              onClick={() => void create()}
            />
          </>
        }
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
        <FilterBar
          fields={[
            { name: 'modelKey', label: ft('modelKey') },
            { name: 'name', label: ft('modelName') },
          ]}
          filters={list.tq.query.filters}
          onChange={list.tq.setFilters}
        />
        <DataTable<FlowModelRow>
          columns={columns}
          {...pageProps(list.tq, list.page)}
          getRowId={(r) => r.id}
          rowTestId={(r) => `model-${r.modelKey}`}
        />
      </Card>
      {creating && <NewModelDialog isOpen onClose={() => setCreating(false)} />}
      <RemoveAlert ids={removing} onClose={() => setRemoving(undefined)} remove={flowModels.remove} onRemoved={list.page.reload} />
    </div>
  );
}
