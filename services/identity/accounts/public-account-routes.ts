import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskMobile } from '../../../catalogue';
import { accountsWithUnion, clearLoginFailures } from '../../../db';
import { sendLoginCode } from '../auth';
import { AppError, badRequest, ok, okBoolean, okOf } from '../../platform/core';
import { decoyId, decoyPhone } from './forget-decoy';
import { newPasswordHash, passwordProblem } from './password-policy';
import { checkPhone } from './phone';
import {
  DEFAULT_TENANT,
  ForgetLookupQuery,
  ForgetSaveBody,
  ForgetSendQuery,
  ForgetAccount,
  LoginLookupBody,
  MaskedPhone,
  PendingRegistration,
  PhoneAccount,
  PhoneBody,
  PhoneQuery,
  TenantHeader,
} from './public-account-schemas';
import { PUBLIC_LIMITS, registerRateLimits } from './rate-limits';
import { setPassword } from './set-password';
import { checkSmsCode, issueSmsCode } from './sms-codes';
import { applyForUnion, UnionApplicationBody } from './union-registration';

/** The tenant of a public login call: the `Tenant-Id` header, as at the token endpoint, or the default. */
const tenantOf = (request: FastifyRequest) => (request.headers['tenant-id'] as string | undefined) || DEFAULT_TENANT;

/** `/api/blade-crop/public`: forgot password and login by SMS, and the public application for a union account. */
export async function publicAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await registerRateLimits(app);
  const tags = ['public', 'account'];
  // Every account has its union (a required reference), so the join drops none.
  const activeAccounts = () =>
    accountsWithUnion(app.db)
      .innerJoin('tenant as t', 't.tenant_id', 'u.tenant_id')
      .where('u.status', '=', 1)
      .where('u.is_deleted', '=', false)
      .where('t.status', '=', 1)
      .where('t.is_deleted', '=', false);

  app.get(
    '/forget/getCrop',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.lookup },
      schema: {
        tags,
        summary: 'Forgot password: the account’s id and masked phone',
        querystring: ForgetLookupQuery,
        response: { 200: okOf(ForgetAccount) },
      },
    },
    async (request) => {
      const { name, tenantId } = request.query;
      const tenant = tenantId ?? DEFAULT_TENANT;
      const user = await activeAccounts()
        .select(['u.id', 'u.phone'])
        .where('u.tenant_id', '=', tenant)
        .where('u.account', '=', name.trim())
        .executeTakeFirst();
      // An account that cannot get a code answers like one that can, so this call does not tell which exist.
      if (!user?.phone) {
        const id = decoyId(app.config.jwtSecret, tenant, name.trim());
        return ok(request, { id, phone: decoyPhone(app.config.jwtSecret, id) });
      }
      return ok(request, { id: String(user.id), phone: maskMobile(user.phone) });
    },
  );

  app.get(
    '/sendForget',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.sendCode },
      schema: {
        tags,
        summary: 'Forgot password: send a code to the account’s phone',
        querystring: ForgetSendQuery,
        response: { 200: okOf(MaskedPhone) },
      },
    },
    async (request) => {
      const { id } = request.query;
      const user = await activeAccounts().select(['u.id', 'u.phone', 'u.tenant_id']).where('u.id', '=', id).executeTakeFirst();
      // The id of a decoy (see getCrop): the same answer, and nothing is sent.
      if (!user?.phone) return ok(request, { phone: decoyPhone(app.config.jwtSecret, id) });
      await issueSmsCode(app.db, {
        phone: user.phone,
        purpose: 'forget',
        tenantId: user.tenant_id,
        userId: String(user.id),
        ip: request.ip,
        log: request.log,
      });
      return ok(request, { phone: maskMobile(user.phone) });
    },
  );

  app.post(
    '/forget/savePwd',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.checkCode },
      schema: { tags, summary: 'Forgot password: set a new one with the SMS code', body: ForgetSaveBody, response: { 200: okBoolean() } },
    },
    async (request) => {
      const { id, code, pwd, pwd1 } = request.body;
      if (pwd !== pwd1) throw badRequest('pwd1', 'match', 'passwordMismatch');
      // The policy first (it needs nothing secret); the comparison with the old password only once
      // the code is proven, or this call would tell a stranger whether a guess is the password.
      const problem = passwordProblem(pwd);
      if (problem) throw badRequest('pwd', problem.rule, problem.key);
      const user = await activeAccounts()
        .select(['u.id', 'u.phone', 'u.tenant_id', 'u.account', 'u.password_hash'])
        .where('u.id', '=', id)
        .executeTakeFirst();
      // A missing account answers like a wrong code: this call must not tell which ids exist.
      if (!user?.phone) throw badRequest('code', 'smsCode', 'smsCodeWrong');
      const proof = { purpose: 'forget', phone: user.phone, userId: String(user.id), code } as const;
      await checkSmsCode(app.db, { ...proof, consume: false });
      // A refused reuse leaves the code valid for a second try.
      const hash = await newPasswordHash('pwd', pwd, [user.password_hash]);
      await checkSmsCode(app.db, { ...proof, consume: true });
      await app.db.transaction().execute(async (trx) => {
        await setPassword(trx, user.tenant_id, String(user.id), hash);
        // Proving the phone unlocks the account, from every source its failed logins came from.
        await clearLoginFailures(trx, user.tenant_id, [user.account]);
      });
      return ok(request, true);
    },
  );

  app.get(
    '/sendLogin',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.sendCode },
      schema: {
        tags,
        summary: 'Login by phone: send a code',
        querystring: PhoneQuery,
        headers: TenantHeader,
        response: { 200: okBoolean() },
      },
    },
    async (request) => {
      const phone = checkPhone('phone', request.query.phone);
      const result = await sendLoginCode(app.db, tenantOf(request), phone, { log: request.log, ip: request.ip });
      // A number no account uses is answered like any other, so this call does not reveal who is registered.
      if (!result.sent && result.reason !== 'unknownPhone') throw new AppError(429, 'smsTooSoon');
      return ok(request, true);
    },
  );

  app.post(
    '/login/getCrop',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.checkCode },
      schema: {
        tags,
        summary: 'Login by phone: the accounts bound to the phone',
        body: LoginLookupBody,
        headers: TenantHeader,
        response: { 200: okOf(Type.Array(PhoneAccount)) },
      },
    },
    async (request) => {
      const body = request.body;
      const phone = checkPhone('phone', body.phone);
      // Not used up: the token request (grant smscode) that follows consumes it.
      await checkSmsCode(app.db, { purpose: 'login', phone, code: body.code, consume: false });
      const rows = await activeAccounts()
        .select(['u.id', 'u.account', 'u.name', 'u.tenant_id', 'u.is_sub', 't.name as tenant_name'])
        .where('u.phone', '=', phone)
        .where('u.tenant_id', '=', body.tenantId ?? tenantOf(request))
        .orderBy('u.is_sub')
        .orderBy('u.account')
        .execute();
      return ok(
        request,
        rows.map((r) => ({
          id: String(r.id),
          account: r.account,
          name: r.name,
          tenantId: r.tenant_id,
          tenantName: r.tenant_name,
          unionName: r.union_name,
          isSub: r.is_sub,
        })),
      );
    },
  );

  app.post(
    '/send-rcode',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.sendCode },
      schema: { tags, summary: 'Registration: send a code to the contact phone', body: PhoneBody, response: { 200: okBoolean() } },
    },
    async (request) => {
      const phone = checkPhone('phone', request.body.phone);
      await issueSmsCode(app.db, { phone, purpose: 'register', tenantId: null, ip: request.ip, log: request.log });
      return ok(request, true);
    },
  );

  app.post(
    '/reg/save',
    {
      config: { public: true, rateLimit: PUBLIC_LIMITS.register },
      schema: {
        tags,
        summary: 'Apply for a union account (an administrator approves it)',
        body: UnionApplicationBody,
        response: { 200: okOf(PendingRegistration) },
      },
    },
    async (request) => ok(request, await applyForUnion(app.db, request.body)),
  );
}
