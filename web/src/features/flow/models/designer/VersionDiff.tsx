import { Callout, FormGroup, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { flowVersions, type FlowVersionRow } from '../../../../api';
import type { FlowEdge, FlowGraph, FlowNode, Lang } from '../../../../catalogue';
import { translate, useI18n } from '../../../../i18n';
import { useLoader } from '../../../../lib';
import { useFlowText, type FlowAdminText, type FlowAdminTexts } from '../texts';
import { describeCandidates, edgeLabel, nodeName, type NameBook } from './describe';
import { LazyFlowDiagram } from './LazyFlowDiagram';
import { diffMarks, diffModels, type ModelChange } from './model-diff';

const DRAFT = 'draft';

/** Props of `VersionDiff`. */
export interface VersionDiffProps {
  modelKey: string;
  /** The designer's current graph, offered as 当前草稿. */
  draft?: FlowGraph;
  names?: NameBook;
}

/** An attribute's value in words. */
function attrText(
  attr: string,
  el: FlowNode | FlowEdge | undefined,
  ft: FlowAdminTexts,
  lang: Lang,
  names: NameBook,
  nodeLabel: (id: string) => string,
): string {
  if (!el) return '—';
  const v = (el as unknown as Record<string, unknown>)[attr];
  if ('kind' in el && el.kind === 'stage') {
    if (attr === 'completion') return ft(`completion_${el.completion}`);
    if (attr === 'dueHours') return ft('hours', { n: el.dueHours });
    if (attr === 'onTimeout') return ft(`timeout_${el.onTimeout}`);
    if (attr === 'candidates') return describeCandidates(el.candidates, ft, lang, names) || '—';
    if (attr === 'cc') return describeCandidates(el.cc ?? [], ft, lang, names) || '—';
    if (attr === 'name') return el.name[lang] || el.name.zh;
    if (attr === 'fields') {
      if (!el.fields) return ft('allFieldsHint');
      const named = (keys: string[] = []) => keys.map((k) => names.fields?.[k] ?? k).join(translate(lang, 'punct.list')) || '—';
      const colon = translate(lang, 'punct.colon');
      return `${ft('visible')}${colon}${named(el.fields.visible)}${translate(lang, 'punct.semicolon')}${ft('editable')}${colon}${named(el.fields.editable)}`;
    }
  }
  if (!('kind' in el) && (attr === 'condition' || attr === 'isDefault')) return edgeLabel(el, ft, lang, names) || '—';
  if (!('kind' in el) && (attr === 'from' || attr === 'to')) return nodeLabel(el[attr]);
  if (v === undefined) return '—';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function changeTitle(c: ModelChange): FlowAdminText {
  const el = c.after ?? c.before;
  const stage = el !== undefined && 'kind' in el && el.kind === 'stage';
  const what = c.element === 'edge' ? 'edge' : stage ? 'stage' : 'node';
  return `${what}${c.change[0]!.toUpperCase()}${c.change.slice(1)}` as FlowAdminText;
}

/** One line of the readable diff. */
function ChangeLine({ c, older, newer, names }: { c: ModelChange; older: FlowGraph; newer: FlowGraph; names: NameBook }) {
  const ft = useFlowText();
  const { lang } = useI18n();
  const el = c.after ?? c.before;
  const nameOf = (id: string) => {
    const n = newer.nodes.find((x) => x.id === id) ?? older.nodes.find((x) => x.id === id);
    return n ? nodeName(n, lang, ft) : id;
  };
  const label = !el ? c.id : 'kind' in el ? nodeName(el, lang, ft) : `${nameOf(el.from)} → ${nameOf(el.to)}`;
  const intent = c.change === 'added' ? 'success' : c.change === 'removed' ? 'danger' : 'warning';
  return (
    <li data-testid={`diff-${c.element}-${c.id}`} data-change={c.change}>
      <Tag minimal intent={intent}>
        {ft(changeTitle(c))}
      </Tag>{' '}
      <strong>{label}</strong> <code>{c.id}</code>
      {c.change === 'changed' && (
        <ul className="flow-diff-change">
          {c.attributes.map((attr) => (
            <li key={attr}>
              {ft(`attr_${attr}` as FlowAdminText).replace(/^attr_/, '')}
              {translate(lang, 'punct.colon')}
              {attrText(attr, c.before, ft, lang, names, nameOf)} → {attrText(attr, c.after, ft, lang, names, nameOf)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A side-by-side diff of two versions of a key (or a version and the draft): both diagrams marked, and the changes in words. */
export function VersionDiff({ modelKey, draft, names = {} }: VersionDiffProps) {
  const ft = useFlowText();
  const versions = useLoader(`versions@${modelKey}`, () => flowVersions.list({ modelKey, size: 100 }));
  const rows = useMemo(() => [...(versions.data?.records ?? [])].sort((a, b) => a.version - b.version), [versions.data]);
  const [pick, setPick] = useState<{ left?: string; right?: string }>({});
  const newest = rows.at(-1);
  const left = pick.left ?? (draft ? newest?.id : rows.at(-2)?.id) ?? '';
  const right = pick.right ?? (draft ? DRAFT : newest?.id) ?? '';

  const load = (id: string) => (id === DRAFT ? Promise.resolve(draft!) : flowVersions.version(id).then((v) => v.graph));
  const graphs = useLoader(left && right ? `${left}|${right}|${draft ? JSON.stringify(draft).length : 0}` : null, async () => ({
    older: await load(left),
    newer: await load(right),
  }));
  const changes = useMemo(() => (graphs.data ? diffModels(graphs.data.older, graphs.data.newer) : []), [graphs.data]);
  const marks = useMemo(() => diffMarks(changes), [changes]);

  const options = [
    { value: '', label: ft('choose') },
    ...rows.map((v: FlowVersionRow) => ({ value: v.id, label: `${ft('versionN', { n: v.version })} · ${v.deployTime}` })),
    ...(draft ? [{ value: DRAFT, label: ft('draft') }] : []),
  ];
  if (versions.loading && !versions.data) return <Spinner size={24} />;
  return (
    <div data-testid="version-diff">
      <div className="flow-rule-row">
        <FormGroup label={ft('left')} inline>
          <HTMLSelect
            data-testid="diff-left"
            value={left}
            options={options}
            onChange={(e) => setPick({ left: e.currentTarget.value, right })}
          />
        </FormGroup>
        <FormGroup label={ft('right')} inline>
          <HTMLSelect
            data-testid="diff-right"
            value={right}
            options={options}
            onChange={(e) => setPick({ left, right: e.currentTarget.value })}
          />
        </FormGroup>
      </div>
      {!graphs.data ? (
        graphs.loading ? (
          <Spinner size={24} />
        ) : (
          <NonIdealState icon="comparison" description={ft('sameVersion')} />
        )
      ) : (
        <>
          <div className="flow-diff-columns">
            <LazyFlowDiagram
              graph={graphs.data.older}
              marks={marks.older}
              names={names}
              height={300}
              testId="diff-older"
              legend={['removed', 'changed']}
            />
            <LazyFlowDiagram
              graph={graphs.data.newer}
              marks={marks.newer}
              names={names}
              height={300}
              testId="diff-newer"
              legend={['added', 'changed']}
            />
          </div>
          {changes.length === 0 ? (
            <Callout className="gap-top">{ft('noChanges')}</Callout>
          ) : (
            <ul className="flow-diff-list gap-top" data-testid="diff-changes">
              {changes.map((c) => (
                <ChangeLine key={`${c.element}-${c.id}`} c={c} older={graphs.data!.older} newer={graphs.data!.newer} names={names} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
