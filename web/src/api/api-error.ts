import type { FieldError } from '../catalogue';

/**
 * A failed call: `code` is the answer's code (0 when nothing came back), `data` its payload, and
 * `retryAfter` the seconds the answer asked to wait (`Retry-After` of a 429 or 503), when it did.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly retryAfter: number | undefined;

  constructor(message: string, code: number, data?: unknown, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.retryAfter = retryAfter;
  }

  /** The per-field problems of a 400 answer, if it carries any. */
  get fieldErrors(): FieldError[] {
    const errors = (this.data as { errors?: unknown } | null | undefined)?.errors;
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }
}
