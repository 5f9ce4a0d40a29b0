/**
 * A call the portal serves beyond the specification's call list (`calls.tsv`), because a form needs it
 * (a register's list, a module's upload the spec forgot, a questionnaire link's public calls). The
 * route's schema says so with `'x-inferred'`: the reason, shown in the OpenAPI document as an
 * extension of the operation, so a reader of the API tells the spec's calls from ours.
 */
declare module 'fastify' {
  interface FastifySchema {
    /** Why the call exists though calls.tsv lacks it (docs/forms name the design). */
    'x-inferred'?: string;
  }
}

/** The schema part marking a call beyond calls.tsv, with the reason. */
export const inferredCall = (reason: string) => ({ 'x-inferred': reason }) as const;
