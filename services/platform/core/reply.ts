import { Type, type TAny, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { langOf } from './lang';
import { message } from './messages';

/** The success envelope for `data`, with msg in the request's language. */
export function ok<T>(request: FastifyRequest, data: T) {
  return envelope(200, message('ok', langOf(request)), data);
}

/** The response schema of a success envelope around `data` (untyped without it: say what `data` is). */
export function okSchema<T extends TSchema = TAny>(data?: T) {
  return Type.Object({ code: Type.Integer(), success: Type.Boolean(), msg: Type.String(), data: data ?? (Type.Any() as TSchema as T) });
}
