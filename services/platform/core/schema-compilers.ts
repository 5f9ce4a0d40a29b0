// Fastify's own schema compilers (Ajv for input, fast-json-stringify for answers), each schema built
// once per app. Fastify builds one serializer per route and status code: about 3,000 for the
// module routes, of only about a hundred different schemas (the error answers repeat on every
// route), and that build was most of the app's start (seconds per test file). A serializer and a
// validator hold their generated code (the serializers about 13 MB of an API's heap, the validators
// about 2 MB, most never used in a process's life): a server builds each on its first use (the
// first answer, the first request); the tests' app builds them all at the start, so a broken
// schema still fails every test file. What is built is kept for the process, by the shared schemas
// and options it was built with: a second app of the same process (a test worker's next file, an
// API beside its worker) builds none again.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** What Fastify calls a route's compiler with; the validator's declared type names a bare schema instead. */
type RouteCompiler = (def: { schema?: unknown }) => unknown;

/** What each compiler built, by the text of the shared schemas and options it was made with, then by the route schema's text. */
const builtByContext = new Map<string, Map<string, unknown>>();

/** `compile` remembering its result by the route schema's text (method, URL and part do not change it), for as long as the process runs. */
function remembered<D extends { schema?: unknown }, F>(context: string, compile: (def: D) => F): (def: D) => F {
  let built = builtByContext.get(context) as Map<string, F> | undefined;
  if (!built) {
    built = new Map<string, F>();
    builtByContext.set(context, built as Map<string, unknown>);
  }
  const cache = built;
  return (def) => {
    // Route schemas are plain JSON (TypeBox): equal text, equal schema.
    const key = JSON.stringify(def.schema);
    if (key === undefined) return compile(def);
    let fn = cache.get(key);
    if (fn === undefined) {
      fn = compile(def);
      cache.set(key, fn);
    }
    return fn;
  };
}

/** `compile` deferred: what it answers is built on its first call. */
function onFirstCall<D, F extends (data: never) => string>(compile: (def: D) => F): (def: D) => F {
  return (def) => {
    let built: F | undefined;
    return ((data: never) => (built ??= compile(def))(data)) as F;
  };
}

/** An Ajv validator as Fastify reads it: called, then its `errors`; `schemaEnv` says it takes the root's parent. */
type Validator = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * `compile` of validators deferred: the validator is built when Fastify first reads it (checks its
 * `schemaEnv` or calls it), and answers through it from then on, its `errors` included.
 */
function validateOnFirstCall(compile: RouteCompiler): RouteCompiler {
  return (def) => {
    let built: Validator | undefined;
    const build = () => (built ??= compile(def) as Validator);
    const validate = ((...args: unknown[]) => build()(...args)) as Validator;
    Object.defineProperties(validate, {
      errors: { get: () => built?.errors },
      schemaEnv: { get: () => build().schemaEnv },
    });
    return validate;
  };
}

/**
 * Fastify's default compiler factories, remembering each built schema (`schemaController.compilersFactory`);
 * with `onFirstUse` each serializer is built when its first answer is sent, and each validator when
 * its first request is checked.
 */
export function rememberingCompilers(opts: { onFirstUse: boolean }): {
  buildValidator: BuildCompilerFromPool;
  buildSerializer: SerializerFactory;
} {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas, options) => {
      const compile = validators(externalSchemas, options) as unknown as RouteCompiler;
      // Deferred and built ones are kept apart: the tests' app must build its own at the start.
      const kind = opts.onFirstUse ? 'validator-on-first-use' : 'validator';
      return remembered(
        contextOf(kind, externalSchemas, options),
        opts.onFirstUse ? validateOnFirstCall(compile) : compile,
      ) as unknown as ReturnType<BuildCompilerFromPool>;
    },
    buildSerializer: (externalSchemas, options) => {
      const compile = serializers(externalSchemas, options);
      const kind = opts.onFirstUse ? 'serializer-on-first-answer' : 'serializer';
      return remembered(contextOf(kind, externalSchemas, options), opts.onFirstUse ? onFirstCall(compile) : compile);
    },
  };
}

/** A compiler's context as text: its kind, the shared schemas it resolves references in and its options (functions by their source). */
function contextOf(kind: string, externalSchemas: unknown, options: unknown): string {
  return `${kind}:${JSON.stringify([externalSchemas, options], (_key, value: unknown) => (typeof value === 'function' ? String(value) : value))}`;
}
