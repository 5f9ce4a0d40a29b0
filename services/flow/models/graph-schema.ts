import { Type, type Static } from '@sinclair/typebox';
import type { FlowGraph } from '../../../catalogue';

/**
 * The TypeBox shape of a flow model (catalogue/flow-models/graph.ts), for bodies and answers: the
 * body check refuses what is not a graph at all (400 naming the path), `validateModel` then says
 * what is wrong with a graph.
 */

const Text = (max = 200) => Type.String({ maxLength: max });
const Key = Type.String({ minLength: 1, maxLength: 100 });
export const I18nTextSchema = Type.Object({ zh: Text(), en: Text() }, { additionalProperties: false });

const CandidateRuleSchema = Type.Union([
  Type.Object({ kind: Type.Literal('applicantParent') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('role'), role: Key }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('roleAtLevel'), role: Key, level: Type.Union([Type.Literal('launion'), Type.Literal('federation')]) },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('users'), userIds: Type.Array(Type.String({ pattern: '^[0-9]{1,19}$' }), { maxItems: 200 }) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('formUnion'), field: Key }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('dataScope'), resource: Key }, { additionalProperties: false }),
]);

const UnionKind = Type.Union([Type.Literal('corp'), Type.Literal('launion'), Type.Literal('federation')]);
const BranchConditionSchema = Type.Union([
  Type.Object({ kind: Type.Literal('unionKind'), in: Type.Array(UnionKind, { maxItems: 3 }) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('field'),
      field: Key,
      op: Type.Union([Type.Literal('eq'), Type.Literal('ne'), Type.Literal('in')]),
      value: Type.Union([Text(500), Type.Array(Text(500), { maxItems: 100 })]),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('amount'),
      field: Key,
      op: Type.Union([Type.Literal('lt'), Type.Literal('le'), Type.Literal('gt'), Type.Literal('ge')]),
      value: Type.Number(),
    },
    { additionalProperties: false },
  ),
]);

const FieldNames = Type.Array(Key, { maxItems: 500 });
const StageNodeSchema = Type.Object(
  {
    kind: Type.Literal('stage'),
    id: Key,
    name: I18nTextSchema,
    candidates: Type.Array(CandidateRuleSchema, { maxItems: 20 }),
    completion: Type.Union([Type.Literal('any'), Type.Literal('all'), Type.Literal('sequence')]),
    dueHours: Type.Number({ minimum: 0, maximum: 100_000 }),
    onTimeout: Type.Union([Type.Literal('remind'), Type.Literal('autoApprove'), Type.Literal('autoReturn'), Type.Literal('escalate')]),
    fields: Type.Optional(
      Type.Object(
        { visible: Type.Optional(FieldNames), editable: Type.Optional(FieldNames), requiredOnApprove: Type.Optional(FieldNames) },
        { additionalProperties: false },
      ),
    ),
    cc: Type.Optional(Type.Array(CandidateRuleSchema, { maxItems: 20 })),
    decline: Type.Optional(Type.Boolean({ description: 'The reviewers may refuse the record outright (不予通过)' })),
    dueHoursWhen: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, maxLength: 64 }),
          equals: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 20 }),
          hours: Type.Integer({ minimum: 1, maximum: 100_000 }),
        },
        { additionalProperties: false, description: 'A due time while the form field holds one of the values (an urgent case: 24 hours)' },
      ),
    ),
  },
  { additionalProperties: false },
);

const FlowNodeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('start'), id: Key }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('end'), id: Key }, { additionalProperties: false }),
  StageNodeSchema,
  Type.Object({ kind: Type.Literal('choice'), id: Key, name: Type.Optional(I18nTextSchema) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('parallel'), id: Key }, { additionalProperties: false }),
]);

const FlowEdgeSchema = Type.Object(
  { id: Key, from: Key, to: Key, condition: Type.Optional(BranchConditionSchema), isDefault: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const FlowGraphSchema = Type.Object(
  {
    key: Key,
    name: I18nTextSchema,
    nodes: Type.Array(FlowNodeSchema, { maxItems: 500 }),
    edges: Type.Array(FlowEdgeSchema, { maxItems: 1000 }),
  },
  {
    additionalProperties: false,
    description: 'A flow model: start, review stages, choices and parallel gateways, ends, and the edges between them',
  },
);

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Compiles only while the schema says what catalogue/flow-models/graph.ts says: a new kind of node or rule must be added here too. */
export const GRAPH_SCHEMA_IN_SYNC: Exact<Static<typeof FlowGraphSchema>, FlowGraph> = true;

/**
 * A message the server writes about a model: it quotes names and ids of up to 200 and 100
 * characters, so it has no limit of its own (a name's 200 would refuse the answer: a 500).
 */
const MessageTextSchema = Type.Object({ zh: Type.String(), en: Type.String() }, { additionalProperties: false });

/** One reason a model cannot be deployed, naming its element (and, for a BPMN file, the element's type). */
export const ModelErrorSchema = Type.Object(
  {
    element: Type.String(),
    rule: Type.String(),
    message: MessageTextSchema,
    bpmnType: Type.Optional(Type.String()),
    /** The element again, as every 400 names its field. */
    field: Type.String(),
  },
  { additionalProperties: false },
);

/** The example graph of the bodies: the usual two-stage chain. */
export const EXAMPLE_GRAPH = {
  key: 'setup1',
  name: { zh: '建会申请审核', en: 'Set-up review' },
  nodes: [
    { kind: 'start', id: 'start' },
    {
      kind: 'stage',
      id: 'launion',
      name: { zh: '上级工会审核', en: 'Parent union review' },
      candidates: [{ kind: 'applicantParent' }],
      completion: 'any',
      dueHours: 72,
      onTimeout: 'remind',
    },
    {
      kind: 'stage',
      id: 'federation',
      name: { zh: '总工会会签', en: 'Federation countersign' },
      candidates: [{ kind: 'role', role: 'federation' }],
      completion: 'all',
      dueHours: 24,
      onTimeout: 'escalate',
    },
    { kind: 'end', id: 'end' },
  ],
  edges: [
    { id: 'e1', from: 'start', to: 'launion' },
    { id: 'e2', from: 'launion', to: 'federation' },
    { id: 'e3', from: 'federation', to: 'end' },
  ],
};
