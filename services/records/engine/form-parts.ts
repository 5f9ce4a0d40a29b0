import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { FieldError, Lang, ModuleEntry } from '../../../catalogue';
import type { Database } from '../../../db';

/**
 * A part of a form that a shape checks beyond the entry's fields (a questionnaire's answers): the
 * body keys it takes, and its check answering the errors and the value the record keeps.
 */
export interface FormPart {
  /** True for the entries whose forms carry this part. */
  appliesTo: (entry: ModuleEntry) => boolean;
  keys: readonly string[];
  /**
   * The keys as the OpenAPI document shows them in the form calls' bodies (documentation only: `check`
   * is the authority), and those a submit needs. Their example values are the entry's `example`'s.
   */
  document?: { properties: Record<string, TSchema>; requiredOnSubmit: readonly string[] };
  check: (
    db: Kysely<Database>,
    tenantId: string,
    entry: ModuleEntry,
    part: Record<string, unknown>,
    mode: 'draft' | 'submit',
    lang: Lang,
    /** The applicant union's path in the organisation tree. */
    applicant: { unionPath: string },
  ) => Promise<{ errors: FieldError[]; value: Record<string, unknown> }>;
}

/**
 * The form parts by shape. A shape's folder adds its part when its routes are registered, so the
 * record engine checks it without importing the shape (the shape imports the engine, not the other way).
 */
const parts = new Map<string, FormPart>();

export function addFormPart(shape: string, part: FormPart): void {
  parts.set(shape, part);
}

/** The parts the entry's forms carry. */
export function formPartsOf(entry: ModuleEntry): FormPart[] {
  return [...parts.values()].filter((p) => p.appliesTo(entry));
}
