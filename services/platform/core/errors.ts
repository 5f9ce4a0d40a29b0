import type { FieldError } from '../../../catalogue';
import type { MessageKey } from './messages';

/**
 * A failure the client is told about: an HTTP status, a message key (rendered in the request's
 * language) and optional data. Anything else thrown is a 500 with no details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly vars: Record<string, string> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 400 with the broken rules; msg names the first field and rule. */
export class InvalidInputError extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, 'field', { field: errors[0]?.field ?? '', rule: errors[0]?.rule ?? '' }, { errors });
  }
}

/** 409: the record's state does not allow the call; `state` is named in the message. */
export class ConflictError extends AppError {
  constructor(state: string, stateName: string, key: MessageKey = 'conflict') {
    super(409, key, { state: stateName }, { state, stateName });
  }
}

export const notFound = () => new AppError(404, 'notFound');
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(401, key);
export const badRequest = (field: string, rule: string, key: MessageKey, vars: Record<string, string> = {}) =>
  new AppError(400, key, { field, rule, ...vars }, { errors: [{ field, rule, message: '' }] });
