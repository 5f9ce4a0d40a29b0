import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMobile, maskMobile, type ModuleEntry } from '../../../../catalogue';
import { issueSmsCode, SMS_CODE_TTL_MS } from '../../../identity/accounts';
import { badRequest, ConflictError, forbidden, IdString, langOf, ok, okOf } from '../../../platform/core';
import { findVisibleRecord } from '../../engine/record-queries';
import { recordStateName } from '../../engine/record-view';
import { isApplicantOf } from '../../engine/visibility';

export const CaptchaQuery = Type.Object(
  {
    status: Type.String({ maxLength: 20, description: 'What the code is for: `consent` (the nominee agrees to be nominated)' }),
    businessId: { ...IdString, description: 'The nomination (a draft or returned record of the caller’s union)' },
  },
  { additionalProperties: false },
);

const CaptchaAnswer = Type.Object({
  /** The number texted, masked (138****2222). */
  phone: Type.String(),
  minutes: Type.Integer(),
});

/** The states in which the union still edits the nomination: the nominee's consent is asked then. */
const EDITABLE = new Set(['draft', 'returned']);

/**
 * generateCaptcha: texts a six-digit code to the nominee's mobile (the `mobile` of record
 * `businessId`) for the purpose `status` (`consent` only: the nominee agrees to be nominated and to
 * the union sending their personal data upward, 《个人信息保护法》第十三条、第十四条), under the
 * SMS codes' rules (ten minutes, one a minute and ten a day per number, used once). Only the
 * applicant union asks, while the nomination is a draft or returned.
 */
export async function generateCaptcha(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, status: string, id: string) {
  if (status !== 'consent') throw badRequest('status', 'oneOf', 'captchaStatus');
  const record = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
  if (!isApplicantOf(request.viewer, record)) throw forbidden('notApplicant');
  if (!EDITABLE.has(record.state)) throw new ConflictError(record.state, recordStateName(record, langOf(request)));
  const phone = String((record.form as Record<string, unknown>).mobile ?? '');
  if (!isMobile(phone)) throw badRequest('mobile', 'required', 'captchaNoMobile');
  await issueSmsCode(app.db, {
    phone,
    purpose: 'boostConsent',
    tenantId: request.viewer.tenantId,
    userId: request.viewer.id,
    ip: request.ip,
    log: request.log,
  });
  return { phone: maskMobile(phone), minutes: SMS_CODE_TTL_MS / 60_000 };
}

export function registerGenerateCaptcha(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/generateCaptcha',
    {
      config: { permission: `${entry.key}.edit` },
      schema: {
        tags: [entry.key],
        summary: "Text the nominee's mobile the code by which they agree to be nominated",
        querystring: CaptchaQuery,
        response: { 200: okOf(CaptchaAnswer) },
      },
    },
    async (request) => ok(request, await generateCaptcha(app, request, entry, request.query.status, request.query.businessId)),
  );
}
