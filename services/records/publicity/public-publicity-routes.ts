import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteTenant, TenantHeader } from '../../admin/public';
import { captchaSolved, registerRateLimits } from '../../identity';
import { badRequest, langOf, ok, okOf } from '../../platform/core';
import { fileObjection } from './objections';
import { publicPublicities, publicPublicityDetail } from './publicity-views';
import { IdQuery, ObjectionBody, ObjectionFiled, PublicPublicity, PublicPublicityDetail } from './schemas';

const tags = ['public'];
const perIp = (name: string) => (request: FastifyRequest) => `${name}:${request.ip}`;

/**
 * `/api/blade-crop/public/publicity/...` (no login, `Tenant-Id`): the publicities running on a
 * tenant's public area, each nominee with the few fields the public may read, and the objection
 * form, limited per address as the public area's other posts.
 */
export async function publicPublicityRoutes(base: FastifyInstance): Promise<void> {
  await registerRateLimits(base);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The publicities on the public area now (from their start to the decision)',
        headers: TenantHeader,
        response: { 200: okOf(Type.Array(PublicPublicity)) },
      },
    },
    async (request) => {
      const tenant = await siteTenant(app, request);
      return ok(request, await publicPublicities(app.db, tenant.tenant_id));
    },
  );

  app.get(
    '/detail',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One publicity: its notice and nominees (name, sex, employer, post, kind, short deeds; never an ID number or mobile)',
        headers: TenantHeader,
        querystring: IdQuery,
        response: { 200: okOf(PublicPublicityDetail) },
      },
    },
    async (request) => {
      const tenant = await siteTenant(app, request);
      return ok(request, await publicPublicityDetail(app.db, tenant.tenant_id, request.query.id, langOf(request)));
    },
  );

  app.post(
    '/objection',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perIp('publicity-objection') } },
      schema: {
        tags,
        summary:
          'Files an objection to a nominee while the publicity runs (409 publicityClosed otherwise), the image captcha answered (400 captchaCode); answers its reference number',
        headers: TenantHeader,
        body: ObjectionBody,
        response: { 200: okOf(ObjectionFiled) },
      },
    },
    async (request) => {
      const tenant = await siteTenant(app, request);
      // The image captcha of the login (taken once whatever the outcome) before anything else is read.
      const { captchaKey, captchaCode, ...objection } = request.body;
      if (!(await captchaSolved(app.db, app.config.jwtSecret, captchaKey.trim(), captchaCode.trim())))
        throw badRequest('captchaCode', 'captcha', 'publicityCaptchaWrong');
      return ok(request, await fileObjection(app.db, tenant.tenant_id, objection, langOf(request)));
    },
  );
}
