import { Type } from '@sinclair/typebox';
import { ID_PATTERN, Nullable, PagingQuery, TimeText } from '../../platform/core';
import { EXAMPLE_GRAPH, FlowGraphSchema, ModelErrorSchema } from './graph-schema';

const Id = Type.String({ pattern: ID_PATTERN, description: 'Id (decimal string)' });
const ModelKey = Type.String({
  pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$',
  description: 'The key records find deployments by: a module key (its own model) or a review chain key',
});
const Category = Type.String({ minLength: 1, maxLength: 64, description: 'The module key or review chain key the model serves' });
const TenantIds = Type.Array(Type.String({ pattern: '^[0-9]{6}$' }), {
  maxItems: 1000,
  uniqueItems: true,
  description: 'Tenants a federation (000000) version is shared to',
});

// Model (模型设计).
export const ModelListQuery = Type.Object(
  {
    ...PagingQuery,
    modelKey: Type.Optional(Type.String({ maxLength: 64 })),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const IdQuery = Type.Object({ id: Id }, { additionalProperties: false });
export const IdBody = Type.Object({ id: Id }, { additionalProperties: false, examples: [{ id: '1234567890' }] });
export const ExportQuery = Type.Object(
  { id: Type.Optional(Id), versionId: Type.Optional(Id) },
  { additionalProperties: false, description: 'A deployed version (`versionId`) or a model’s draft (`id`)' },
);
export const SubmitBody = Type.Object(
  {
    id: Type.Optional(Id),
    modelKey: ModelKey,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    category: Category,
    graph: FlowGraphSchema,
  },
  {
    additionalProperties: false,
    description: 'Saves a model’s draft (without `id`: a new model). An invalid graph is refused with every error naming its element.',
    examples: [{ modelKey: 'setup1', name: '建会申请审核', category: 'setup1', graph: EXAMPLE_GRAPH }],
  },
);
export const ValidateBody = Type.Object(
  { category: Category, graph: FlowGraphSchema },
  { additionalProperties: false, examples: [{ category: 'setup1', graph: EXAMPLE_GRAPH }] },
);
export const DeployBody = Type.Object(
  { id: Id, tenantIds: Type.Optional(TenantIds) },
  {
    additionalProperties: false,
    description: 'Deploys the model’s draft as its next version; only the federation (000000) shares to `tenantIds`.',
    examples: [{ id: '1234567890' }, { id: '1234567890', tenantIds: ['100001'] }],
  },
);

export const ModelRow = Type.Object({
  id: Type.String(),
  modelKey: Type.String(),
  name: Type.String(),
  category: Type.String(),
  categoryName: Type.String(),
  latestVersion: Nullable(Type.Integer()),
  updateTime: TimeText(),
});
export const ModelDetail = Type.Object({
  id: Type.String(),
  modelKey: Type.String(),
  name: Type.String(),
  displayName: Type.String({
    description:
      'The name in the reader’s language, for headings: a seeded chain model’s while it keeps its seeded name; `name` is the stored one the designer edits',
  }),
  category: Type.String(),
  graph: FlowGraphSchema,
  fields: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  latestVersion: Nullable(Type.Integer()),
});
export const ModelErrors = Type.Object({ errors: Type.Array(ModelErrorSchema) });
export const DeployedVersion = Type.Object({ id: Type.String(), modelKey: Type.String(), version: Type.Integer() });

// Deployments (部署管理).
export const VersionListQuery = Type.Object(
  {
    ...PagingQuery,
    modelKey: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export const ChangeStateBody = Type.Object(
  { id: Id, state: Type.Union([Type.Literal('active'), Type.Literal('suspended')]) },
  {
    additionalProperties: false,
    description: 'A suspended version starts no new records; the records running on it go on',
    examples: [{ id: '1234567890', state: 'suspended' }],
  },
);
const VersionFields = {
  id: Type.String(),
  modelKey: Type.String(),
  name: Type.String(),
  category: Type.String(),
  version: Type.Integer(),
  source: Type.Union([Type.Literal('designer'), Type.Literal('upload'), Type.Literal('seed')]),
  deployTime: TimeText(),
  deployedByName: Nullable(Type.String()),
  suspended: Type.Boolean(),
  tenantId: Type.String({ description: 'The tenant that deployed it (000000 for a shared federation version)' }),
  tenantIds: Type.Array(Type.String()),
  running: Type.Integer({ description: 'Records running on it (draft, in review, returned)' }),
};
export const VersionRow = Type.Object(VersionFields);
export const VersionDetail = Type.Object({ ...VersionFields, graph: FlowGraphSchema });

const Targets = Type.Record(Type.String({ maxLength: 100 }), Type.String({ minLength: 1, maxLength: 100 }), {
  description: 'Open stage key of the old version → the stage of the new version it goes to, where not the plan’s own choice',
});
export const MigrationBody = Type.Object(
  { fromVersionId: Id, toVersionId: Id, targets: Type.Optional(Targets), recordIds: Type.Optional(Type.Array(Id, { maxItems: 10_000 })) },
  {
    additionalProperties: false,
    examples: [{ fromVersionId: '1234567890', toVersionId: '1234567891', targets: { federation: 'countersign' } }],
  },
);
export const PlanBody = Type.Object(
  { fromVersionId: Id, toVersionId: Id, targets: Type.Optional(Targets) },
  { additionalProperties: false, examples: [{ fromVersionId: '1234567890', toVersionId: '1234567891' }] },
);

export const ReplayBroken = Type.Object({
  recordId: Type.String(),
  processInstanceId: Type.String(),
  title: Type.String(),
  error: Type.String(),
});
export const ReplayCheck = Type.Object({ checked: Type.Integer(), broken: Type.Array(ReplayBroken) });
export const MigrationPlan = Type.Object({
  total: Type.Integer(),
  stages: Type.Array(
    Type.Object({
      stageKey: Type.String({ description: "'' for the records not in review (drafts, returned)" }),
      stageName: Type.String(),
      count: Type.Integer(),
      exists: Type.Boolean(),
      to: Type.String(),
      toName: Type.String(),
    }),
  ),
  records: Type.Array(
    Type.Object({
      recordId: Type.String(),
      processInstanceId: Type.String(),
      title: Type.String(),
      unionName: Type.String(),
      stageKey: Type.String(),
      to: Type.String(),
    }),
  ),
  replay: ReplayCheck,
});
export const MigrationResult = Type.Object({
  moved: Type.Integer(),
  failed: Type.Array(Type.Object({ recordId: Type.String(), error: Type.String() })),
});
