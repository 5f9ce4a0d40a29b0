import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { approveRegistration, PUBLIC_LIMITS, registerGuest, rejectRegistration } from '../accounts';
import {
  badRequest,
  containing,
  formatTime,
  notFound,
  Nullable,
  ok,
  okBoolean,
  okOf,
  okPageOf,
  pageOf,
  paginate,
  PagingQuery,
  TimeText,
} from '../../platform/core';
import { tenantFor } from '../permissions';
import { IdString, ShortText, TenantIdString } from './schema-parts';

const RegisterGuestBody = Type.Object(
  {
    tenantId: Type.Optional(ShortText(12, 'Tenant number')),
    name: Type.Optional(ShortText(100, 'User name')),
    account: Type.Optional(ShortText(64, 'Account name')),
    password: Type.Optional(ShortText(100, 'The password as typed (checked against the policy)')),
    password2: Type.Optional(ShortText(100, 'The password again')),
  },
  {
    additionalProperties: false,
    examples: [{ tenantId: '000000', name: '李明', account: 'liming', password: 'Liming-2026!', password2: 'Liming-2026!' }],
  },
);

const REGISTRATION_SORTS = { createTime: 'create_time', account: 'account', status: 'status' } as const;
const RegistrationPageQuery = Type.Object(
  {
    ...PagingQuery,
    tenantId: Type.Optional(TenantIdString),
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')])),
    kind: Type.Optional(Type.Union([Type.Literal('guest'), Type.Literal('union')])),
    account: Type.Optional(ShortText(64)),
  },
  { additionalProperties: false },
);
const DetailQuery = Type.Object({ id: IdString, tenantId: Type.Optional(TenantIdString) }, { additionalProperties: false });
const ApproveBody = Type.Object(
  {
    id: IdString,
    tenantId: Type.Optional(TenantIdString),
    unionId: Type.Optional(IdString),
    parentUnionId: Type.Optional(IdString),
  },
  {
    additionalProperties: false,
    description: 'guest: unionId is the union the account joins; union: parentUnionId overrides the higher-level union the applicant chose',
    examples: [{ id: '1234567890', unionId: '1101' }],
  },
);
const RejectBody = Type.Object(
  { id: IdString, tenantId: Type.Optional(TenantIdString), reason: Type.String({ maxLength: 500 }) },
  { additionalProperties: false, examples: [{ id: '1234567890', reason: '单位信息与营业执照不符' }] },
);

type RegistrationRow = {
  id: string;
  tenant_id: string;
  kind: string;
  account: string;
  name: string;
  phone: string | null;
  link_name: string | null;
  union_name: string | null;
  credit_code: string | null;
  parent_union_id: string | null;
  status: string;
  reason: string | null;
  review_time: Date | null;
  user_id: string | null;
  create_time: Date;
};

/** A registration as the approval screen reads it. */
const RegistrationView = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  kind: Type.String({ description: 'guest or union' }),
  account: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  linkName: Type.String(),
  unionName: Type.String(),
  creditCode: Type.String(),
  parentUnionId: Type.String(),
  status: Type.String({ description: 'pending, approved or rejected' }),
  reason: Type.String(),
  reviewTime: Nullable(TimeText()),
  userId: Type.String({ description: "The account created on approval; '' before" }),
  createTime: Nullable(TimeText()),
});

function registrationView(r: RegistrationRow) {
  return {
    id: String(r.id),
    tenantId: r.tenant_id,
    kind: r.kind,
    account: r.account,
    name: r.name,
    phone: r.phone ?? '',
    linkName: r.link_name ?? '',
    unionName: r.union_name ?? '',
    creditCode: r.credit_code ?? '',
    parentUnionId: r.parent_union_id === null ? '' : String(r.parent_union_id),
    status: r.status,
    reason: r.reason ?? '',
    reviewTime: formatTime(r.review_time),
    userId: r.user_id === null ? '' : String(r.user_id),
    createTime: formatTime(r.create_time),
  };
}

const COLUMNS = [
  'id',
  'tenant_id',
  'kind',
  'account',
  'name',
  'phone',
  'link_name',
  'union_name',
  'credit_code',
  'parent_union_id',
  'status',
  'reason',
  'review_time',
  'user_id',
  'create_time',
] as const;

/** `/api/blade-user`: the registration dialog (public) and the approval of registrations (administrators). */
export async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['registration'];
  const config = { permission: 'system.user.manage' };

  app.post(
    '/register-guest',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.register },
      schema: {
        tags,
        summary: 'Register an account (pending until an administrator approves it)',
        body: RegisterGuestBody,
        response: { 200: okOf(Type.Object({ id: Type.String(), status: Type.Literal('pending') })) },
      },
    },
    async (request) => ok(request, await registerGuest(app.db, request.body)),
  );

  app.get(
    '/registration/page',
    {
      config,
      schema: {
        tags,
        summary: 'One page of registrations',
        querystring: RegistrationPageQuery,
        response: { 200: okPageOf(RegistrationView) },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = app.db.selectFrom('registration').where('tenant_id', '=', tenantId);
      if (q.status) rows = rows.where('status', '=', q.status);
      if (q.kind) rows = rows.where('kind', '=', q.kind);
      if (q.account) rows = rows.where('account', 'ilike', containing(q.account));
      const { records, total } = await paginate(rows.select(COLUMNS), q, {
        allow: REGISTRATION_SORTS,
        fallback: [{ column: 'create_time', direction: 'desc' }],
        tieBreaker: { column: 'id', direction: 'desc' },
      });
      return ok(request, pageOf(records.map(registrationView), total, q));
    },
  );

  app.get(
    '/registration/detail',
    { config, schema: { tags, summary: 'One registration', querystring: DetailQuery, response: { 200: okOf(RegistrationView) } } },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      const row = await app.db
        .selectFrom('registration')
        .select(COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', q.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, registrationView(row));
    },
  );

  app.post(
    '/registration/approve',
    {
      config,
      schema: {
        tags,
        summary: 'Approve a registration: creates the account',
        body: ApproveBody,
        response: { 200: okOf(Type.Object({ userId: Type.String(), unionId: Type.String() })) },
      },
    },
    async (request) => {
      const body = request.body;
      const tenantId = tenantFor(request.viewer, body.tenantId);
      const created = await approveRegistration(app.db, {
        tenantId,
        id: body.id,
        reviewerId: request.viewer.id,
        ...(body.unionId ? { unionId: body.unionId } : {}),
        ...(body.parentUnionId ? { parentUnionId: body.parentUnionId } : {}),
      });
      return ok(request, created);
    },
  );

  app.post(
    '/registration/reject',
    { config, schema: { tags, summary: 'Reject a registration', body: RejectBody, response: { 200: okBoolean() } } },
    async (request) => {
      const body = request.body;
      const tenantId = tenantFor(request.viewer, body.tenantId);
      const reason = body.reason.trim();
      if (!reason) throw badRequest('reason', 'required', 'reasonRequiredReject');
      await rejectRegistration(app.db, { tenantId, id: body.id, reviewerId: request.viewer.id, reason });
      return ok(request, true);
    },
  );
}
