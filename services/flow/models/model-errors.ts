import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../../catalogue';
import { badRequest, envelope, langOf, message, Nullable } from '../../platform/core';
import { ModelErrorSchema } from './graph-schema';
import { categoryOf, type Category } from './categories';

/** A model's or a BPMN file's error: `ModelError` of catalogue/flow-models, `BpmnError` of services/flow/bpmn. */
interface ElementError {
  element: string;
  rule: string;
  message: I18nText;
  bpmnType?: string;
}

/** The errors as answered: each names its element, also as `field` like every 400. */
export const errorsView = (errors: readonly ElementError[]) =>
  errors.map((e) => ({
    element: e.element,
    rule: e.rule,
    message: e.message,
    ...(e.bpmnType ? { bpmnType: e.bpmnType } : {}),
    field: e.element,
  }));

const FieldIssue = Type.Object(
  { field: Type.String(), rule: Type.String(), message: Type.String(), limit: Type.Optional(Type.Number()) },
  { additionalProperties: true },
);

/**
 * The 400 of the calls that check a model: the errors name their elements with the message in both
 * languages (the designer shows them beside the element), or, for a body that is not a model at
 * all, the fields and rules as every 400 does.
 */
export const ModelErrorAnswer = Type.Object(
  {
    code: Type.Integer(),
    success: Type.Boolean(),
    msg: Type.String(),
    data: Nullable(
      Type.Object({ errors: Type.Optional(Type.Array(Type.Union([ModelErrorSchema, FieldIssue]))) }, { additionalProperties: true }),
    ),
  },
  { description: 'Bad input: data.errors names each element of the model (or the field and rule of the body)' },
);

/** Answers 400 with every error of a model; nothing was saved. */
export function refuseModel(request: FastifyRequest, reply: FastifyReply, errors: readonly ElementError[]) {
  const lang = langOf(request);
  const first = errors[0]!;
  const more = errors.length > 1 ? (lang === 'en' ? ` (and ${errors.length - 1} more)` : `(另有${errors.length - 1}处)`) : '';
  const msg = message('flowModelInvalid', lang, { detail: `${first.message[lang]}${more}` });
  return reply.status(400).send(envelope(400, msg, { errors: errorsView(errors) }));
}

/** The module or chain a body names, or 400 naming `field`. */
export function requireCategory(key: string, field = 'category'): Category {
  const category = categoryOf(key);
  if (!category) throw badRequest(field, 'category', 'flowCategoryUnknown', { category: key });
  return category;
}
