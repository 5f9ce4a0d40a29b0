import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { storeCaptcha } from '../../../db';
import { ok, okSchema } from '../../platform/core';
import { captchaCodeHash, captchaDataUrl, randomCaptchaCode } from './captcha';
import { perWindow } from './rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** A test's own captcha code source (`buildApp({ captchaCode })`); null in every real start. */
    captchaCode: (() => string) | null;
  }
}

/** How long a captcha may be answered. */
export const CAPTCHA_SECONDS = 120;

/** `GET /oauth/captcha`: a new image captcha; its key goes back in `Captcha-Key` with the login. */
export async function captchaRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/oauth/captcha',
    {
      config: { public: true, rateLimit: perWindow(app.config.auth.captchaRateLimit, app.config.auth.rateWindowSeconds) },
      schema: {
        tags: ['auth'],
        summary: 'An image captcha (SVG data URL) and its key; single use, valid for two minutes',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: okSchema(Type.Object({ key: Type.String(), image: Type.String() })) },
      },
    },
    async (request) => {
      const key = randomUUID();
      const code = (app.captchaCode ?? randomCaptchaCode)();
      await storeCaptcha(app.db, key, captchaCodeHash(app.config.jwtSecret, key, code), CAPTCHA_SECONDS);
      return ok(request, { key, image: await captchaDataUrl(code) });
    },
  );
}
