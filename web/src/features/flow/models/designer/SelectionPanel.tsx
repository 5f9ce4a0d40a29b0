import { Button, ButtonGroup, Callout, FormGroup, H5, InputGroup } from '@blueprintjs/core';
import type { FlowGraph, FlowNode } from '../../../../catalogue';
import type { AdminUser, RoleRow } from '../../../../api';
import { useI18n } from '../../../../i18n';
import { useFlowText } from '../texts';
import { ConditionEditor } from './ConditionEditor';
import { nodeHeading, nodeName, type NameBook } from './describe';
import type { DiagramSelection } from './FlowDiagram';
import {
  canInsertAfter,
  insertChoiceAfter,
  insertParallelAfter,
  insertStageAfter,
  removeEdge,
  removeNode,
  replaceNode,
  setBranch,
} from './graph-edit';
import { StageEditor } from './StageEditor';

/** Props of `SelectionPanel`. */
export interface SelectionPanelProps {
  graph: FlowGraph;
  selection: DiagramSelection | undefined;
  /** A new graph, and what to select in it. */
  onChange: (graph: FlowGraph, select?: DiagramSelection) => void;
  errors: Record<string, string[]>;
  fields: { key: string; label: string }[];
  roles: RoleRow[];
  names: NameBook;
  learnUsers: (users: AdminUser[]) => void;
  readOnly?: boolean;
}

function Problems({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Callout intent="danger" compact className="gap-bottom" data-testid="selection-errors">
      {messages.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </Callout>
  );
}

/** The choice's branches, each with its condition. */
function ChoiceBranches({
  graph,
  node,
  onChange,
  fields,
}: {
  graph: FlowGraph;
  node: FlowNode;
  onChange: SelectionPanelProps['onChange'];
  fields: SelectionPanelProps['fields'];
}) {
  const ft = useFlowText();
  const { lang } = useI18n();
  const out = graph.edges.filter((e) => e.from === node.id);
  return (
    <FormGroup label={ft('branches')}>
      {out.map((e) => {
        const target = graph.nodes.find((n) => n.id === e.to);
        return (
          <div key={e.id} className="gap-bottom">
            <div className="muted">{ft('branchTo', { name: target ? nodeName(target, lang, ft) : e.to })}</div>
            <ConditionEditor
              edge={e}
              fields={fields}
              testId={`branch-${e.id}`}
              onChange={(b) => onChange(setBranch(graph, e.id, b), { node: node.id })}
            />
          </div>
        );
      })}
    </FormGroup>
  );
}

/** The side panel of the designer: what is selected in the diagram, its editor and the edits around it. */
export function SelectionPanel(props: SelectionPanelProps) {
  const { graph, selection, onChange, errors, readOnly } = props;
  const ft = useFlowText();
  const { lang } = useI18n();
  if (!selection) return <Callout icon="select">{ft('nothingSelected')}</Callout>;

  if ('edge' in selection) {
    const edge = graph.edges.find((e) => e.id === selection.edge);
    if (!edge) return <Callout icon="select">{ft('nothingSelected')}</Callout>;
    const from = graph.nodes.find((n) => n.id === edge.from);
    const to = graph.nodes.find((n) => n.id === edge.to);
    return (
      <div data-testid="edge-editor">
        <H5>
          {from ? nodeName(from, lang, ft) : edge.from} → {to ? nodeName(to, lang, ft) : edge.to}
        </H5>
        <div className="muted gap-bottom">
          {ft('elementId')}: {edge.id}
        </div>
        <Problems messages={errors[edge.id]} />
        {from?.kind === 'choice' ? (
          <ConditionEditor
            edge={edge}
            fields={props.fields}
            testId="edge-condition"
            onChange={(b) => onChange(setBranch(graph, edge.id, b), selection)}
          />
        ) : (
          <p className="muted">{ft('conditionNotOnChoice')}</p>
        )}
        {!readOnly && (
          <Button
            icon="trash"
            intent="danger"
            text={ft('removeEdge')}
            data-testid="remove-edge"
            onClick={() => onChange(removeEdge(graph, edge.id))}
          />
        )}
      </div>
    );
  }

  const node = graph.nodes.find((n) => n.id === selection.node);
  if (!node) return <Callout icon="select">{ft('nothingSelected')}</Callout>;
  const insertable = !readOnly && node.kind !== 'end' && canInsertAfter(graph, node.id);
  const inserted = (r: { graph: FlowGraph; id: string }) => onChange(r.graph, { node: r.id });
  const outCount = graph.edges.filter((e) => e.from === node.id).length;
  return (
    <div data-testid="node-editor" data-node={node.id}>
      <H5 data-testid="node-editor-title">{nodeHeading(node, lang, ft)}</H5>
      <div className="muted gap-bottom">
        {ft('elementId')}: {node.id}
      </div>
      {!readOnly && (
        <ButtonGroup className="gap-bottom" style={{ flexWrap: 'wrap' }}>
          <Button
            icon="add"
            text={ft('insertStage')}
            disabled={!insertable}
            data-testid="insert-stage"
            onClick={() => inserted(insertStageAfter(graph, node.id))}
          />
          <Button
            icon="fork"
            text={ft('insertChoice')}
            disabled={!insertable}
            data-testid="insert-choice"
            onClick={() => inserted(insertChoiceAfter(graph, node.id))}
          />
          <Button
            icon="git-branch"
            text={ft('insertParallel')}
            disabled={!insertable}
            data-testid="insert-parallel"
            onClick={() => inserted(insertParallelAfter(graph, node.id))}
          />
          <Button
            icon="trash"
            intent="danger"
            text={ft('removeNode')}
            disabled={node.kind === 'start'}
            data-testid="remove-node"
            onClick={() => onChange(removeNode(graph, node.id))}
          />
        </ButtonGroup>
      )}
      <Problems messages={errors[node.id]} />
      {node.kind === 'stage' && (
        <fieldset disabled={readOnly} className="plain-fieldset">
          <StageEditor
            stage={node}
            onChange={(stage) => onChange(replaceNode(graph, node.id, stage), selection)}
            fields={props.fields}
            roles={props.roles}
            names={props.names}
            learnUsers={props.learnUsers}
          />
        </fieldset>
      )}
      {node.kind === 'choice' && (
        <fieldset disabled={readOnly} className="plain-fieldset">
          <FormGroup label={ft('nameZh')}>
            <InputGroup
              value={node.name?.zh ?? ''}
              onValueChange={(zh) => onChange(replaceNode(graph, node.id, { ...node, name: { zh, en: node.name?.en ?? zh } }), selection)}
            />
          </FormGroup>
          <ChoiceBranches graph={graph} node={node} onChange={onChange} fields={props.fields} />
        </fieldset>
      )}
      {node.kind === 'parallel' && <p className="muted">{outCount > 1 ? ft('parallelSplit') : ft('parallelJoin')}</p>}
    </div>
  );
}
