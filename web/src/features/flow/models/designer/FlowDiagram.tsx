import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo } from 'react';
import type { FlowGraph, FlowNode } from '../../../../catalogue';
import { useI18n } from '../../../../i18n';
import { useFlowText } from '../texts';
import { describeCandidates, edgeLabel, nodeName, type NameBook } from './describe';
import { layoutGraph } from './layout';
import './flow-diagram.css';

/** How a node is coloured: a record's progress, or a version diff. */
export type NodeMark = 'done' | 'current' | 'coming' | 'added' | 'removed' | 'changed';

/** What the diagram may select. */
export type DiagramSelection = { node: string } | { edge: string };

/** Props of `FlowDiagram`. */
export interface FlowDiagramProps {
  graph: FlowGraph;
  marks?: Record<string, NodeMark>;
  /** Error messages by element id (node or edge): shown on the element. */
  errors?: Record<string, string[]>;
  selected?: string;
  onSelect?: (selection: DiagramSelection | undefined) => void;
  /** With it, the user draws edges from a node's right side to another node. */
  onConnect?: (from: string, to: string) => void;
  names?: NameBook;
  height?: number;
  testId?: string;
  /** The marks to explain under the diagram. */
  legend?: NodeMark[];
}

interface NodeData extends Record<string, unknown> {
  node: FlowNode;
  title: string;
  lines: string[];
  mark?: NodeMark;
  errors: string[];
  chosen: boolean;
}

type DiagramNode = Node<NodeData, 'flow'>;

const SIZE = { stage: [180, 70], start: [44, 44], end: [44, 44], choice: [48, 48], parallel: [48, 48] } as const;
const COLUMN = 220;
const ROW = 110;

function FlowNodeView({ data }: NodeProps<DiagramNode>) {
  const { node, title, lines, mark, errors, chosen } = data;
  const classes = [
    'flow-node',
    `flow-node-${node.kind}`,
    mark ? `mark-${mark}` : '',
    errors.length ? 'has-error' : '',
    chosen ? 'is-chosen' : '',
  ];
  const isGate = node.kind === 'choice' || node.kind === 'parallel';
  return (
    <div className={classes.join(' ')} data-testid={`node-${node.id}`} data-mark={mark} title={errors.join('\n') || undefined}>
      {node.kind !== 'start' && <Handle type="target" position={Position.Left} />}
      {isGate ? (
        <>
          <div className="flow-gate-shape">{node.kind === 'parallel' ? '+' : '×'}</div>
          <div className="flow-gate-label">{title}</div>
        </>
      ) : (
        <div className="flow-node-body">
          <div className="flow-node-title">{title}</div>
          {lines.map((line) => (
            <div key={line} className="flow-node-line">
              {line}
            </div>
          ))}
        </div>
      )}
      {errors.length > 0 && (
        <div className="flow-node-error" data-testid={`node-error-${node.id}`}>
          {errors[0]}
          {errors.length > 1 ? ` (+${errors.length - 1})` : ''}
        </div>
      )}
      {node.kind !== 'end' && <Handle type="source" position={Position.Right} />}
    </div>
  );
}

const NODE_TYPES = { flow: FlowNodeView };

/**
 * The least zoom a fit may choose: a node's 12 px text stays at least 9.6 px. A model too wide for
 * the canvas at this zoom is shown from its start, and the reader pans (or zooms out) for the rest.
 */
const MIN_FIT_ZOOM = 0.8;
const FIT = { padding: 0.15, minZoom: MIN_FIT_ZOOM } as const;
/** Room left of the start when a fit is held at the least zoom. */
const FIT_MARGIN = 24;

/** Fits the view whenever the set of nodes changes (an insertion, another version). */
function FitOnChange({ signature }: { signature: string }) {
  const flow = useReactFlow();
  useEffect(() => {
    const timer = setTimeout(() => {
      void flow.fitView(FIT).then(() => {
        // Held at the least zoom, the fit centred the model: begin at its start instead.
        const { y, zoom } = flow.getViewport();
        if (zoom > MIN_FIT_ZOOM + 1e-6) return;
        const bounds = flow.getNodesBounds(flow.getNodes());
        void flow.setViewport({ x: FIT_MARGIN - bounds.x * zoom, y, zoom });
      });
    }, 30);
    return () => clearTimeout(timer);
  }, [signature, flow]);
  return null;
}

function Diagram(props: FlowDiagramProps) {
  const { graph, marks = {}, errors = {}, selected, onSelect, onConnect, names } = props;
  const { lang } = useI18n();
  const ft = useFlowText();

  const nodes = useMemo<DiagramNode[]>(() => {
    const cells = layoutGraph(graph);
    return graph.nodes.map((n) => {
      const cell = cells.get(n.id) ?? { column: 0, row: 0 };
      const [w, h] = SIZE[n.kind];
      const lines =
        n.kind === 'stage'
          ? [
              `${ft(`completion_${n.completion}`)} · ${ft('hours', { n: n.dueHours })} · ${ft(`timeout_${n.onTimeout}`)}`,
              describeCandidates(n.candidates, ft, lang, names),
            ]
          : [];
      return {
        id: n.id,
        type: 'flow',
        position: { x: cell.column * COLUMN + (180 - w) / 2, y: cell.row * ROW + (70 - h) / 2 },
        data: {
          node: n,
          title:
            n.kind === 'parallel' || n.kind === 'choice'
              ? n.kind === 'choice' && n.name
                ? nodeName(n, lang, ft)
                : ''
              : nodeName(n, lang, ft),
          lines,
          mark: marks[n.id],
          errors: errors[n.id] ?? [],
          chosen: selected === n.id,
        },
        width: w,
        height: h,
        draggable: false,
        connectable: onConnect !== undefined,
      };
    });
  }, [graph, marks, errors, selected, lang, ft, names, onConnect]);

  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((e) => {
        const broken = (errors[e.id] ?? []).length > 0;
        const label = edgeLabel(e, ft, lang, names);
        return {
          id: e.id,
          source: e.from,
          target: e.to,
          type: 'smoothstep',
          label: broken ? `⚠ ${label || errors[e.id]![0]}` : label || undefined,
          markerEnd: { type: MarkerType.ArrowClosed, color: '#738091' },
          className: [broken ? 'edge-error' : '', selected === e.id ? 'edge-chosen' : ''].join(' '),
          selected: selected === e.id,
        };
      }),
    [graph.edges, errors, selected, ft, lang, names],
  );

  const signature = graph.nodes.map((n) => n.id).join(',');
  return (
    <div data-testid={props.testId ?? 'flow-diagram'}>
      <div className="flow-diagram" style={{ height: props.height ?? 420 }}>
        <ReactFlow<DiagramNode, Edge>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          fitView
          fitViewOptions={FIT}
          minZoom={0.2}
          nodesDraggable={false}
          nodesConnectable={onConnect !== undefined}
          elementsSelectable={onSelect !== undefined}
          onNodeClick={(_, node) => onSelect?.({ node: node.id })}
          onEdgeClick={(_, edge) => onSelect?.({ edge: edge.id })}
          onPaneClick={() => onSelect?.(undefined)}
          onConnect={(c) => c.source && c.target && onConnect?.(c.source, c.target)}
          proOptions={{ hideAttribution: true }}
          preventScrolling={false}
          zoomOnScroll={false}
        >
          <Background gap={16} />
          <Controls showInteractive={false} />
          <FitOnChange signature={signature} />
        </ReactFlow>
      </div>
      {props.legend && (
        <div className="flow-legend">
          {props.legend.map((m) => (
            <span key={m} className={`legend-${m}`}>
              {ft(`mark_${m}`)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** A model drawn left to right (@xyflow/react): stages, gateways and edges with their conditions, coloured by `marks`. */
export default function FlowDiagram(props: FlowDiagramProps) {
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}
