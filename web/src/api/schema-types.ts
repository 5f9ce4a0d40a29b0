/**
 * Reading the generated API types (schema.gen.ts, `npm run api-types`): a named schema, or the
 * answer, body or query of one operation. The console's names for the API's shapes (types.ts,
 * identity-types.ts, the calls' files) are all made with these, never written by hand.
 */
import type { components, paths } from './schema.gen';

/** The document's named schemas (`$id` on the server: RecordRow, ErrorEnvelope, the trees...). */
export type Schemas = components['schemas'];

type Method = 'get' | 'post';
/** The paths that answer `M`: every path lists every method, an absent one as `never`, so a wrong pair does not compile. */
type Path<M extends Method> = { [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P][M];
type JsonOf<R> = R extends { content: { 'application/json': infer A } } ? A : never;

/** The whole JSON 200 answer of `method path`, e.g. `AnswerOf<'get', '/api/blade-auth/oauth/user-info'>` (the token endpoint's has no envelope). */
export type AnswerOf<M extends Method, P extends Path<M>> = Operation<P, M> extends { responses: { 200: infer R } } ? JsonOf<R> : never;

/** `data` of the enveloped 200 answer of `method path`. */
export type DataOf<M extends Method, P extends Path<M>> = AnswerOf<M, P> extends { data: infer D } ? D : never;

/** The rows of a paged answer of `method path`. */
export type RowOf<M extends Method, P extends Path<M>> = DataOf<M, P> extends { records: (infer R)[] } ? R : never;

/** The items of an answer of `method path` whose `data` is a list. */
export type ItemOf<M extends Method, P extends Path<M>> = DataOf<M, P> extends (infer I)[] ? I : never;

/** The JSON body of `method path`. */
export type BodyOf<M extends Method, P extends Path<M>> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** The query parameters of `method path`. */
export type QueryOf<M extends Method, P extends Path<M>> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
