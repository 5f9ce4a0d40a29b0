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
    const key = schemaText(def.schema);
    if (key === undefined) return compile(def);
    let fn = cache.get(key);
    if (fn === undefined) {
      fn = compile(def);
      cache.set(key, fn);
    }
    return fn;
  };
}

/** A route schema's text, worked out once per schema object (the error answers' object is on every route). */
function schemaText(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return JSON.stringify(schema);
  let text = schemaTexts.get(schema);
  if (text === undefined) {
    text = JSON.stringify(schema);
    schemaTexts.set(schema, text);
  }
  return text;
}
const schemaTexts = new WeakMap<object, string>();

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
      // Deferred and built ones are kept apart: the tests' app must build its own at the start.
      const context = contextOf(opts.onFirstUse ? 'validator-on-first-use' : 'validator', externalSchemas, options);
      return onePerContext(context, () => {
        const compile = validators(externalSchemas, options) as unknown as RouteCompiler;
        return remembered(context, opts.onFirstUse ? validateOnFirstCall(compile) : compile);
      }) as unknown as ReturnType<BuildCompilerFromPool>;
    },
    buildSerializer: (externalSchemas, options) => {
      const context = contextOf(opts.onFirstUse ? 'serializer-on-first-answer' : 'serializer', externalSchemas, options);
      return onePerContext(context, () => {
        const compile = serializers(externalSchemas, options);
        return remembered(context, opts.onFirstUse ? onFirstCall(compile) : compile);
      });
    },
  };
}

/** The route compiler of each context, made once: Fastify asks for one in every plugin's scope. */
const compilers = new Map<string, unknown>();
function onePerContext<C>(context: string, make: () => C): C {
  let compiler = compilers.get(context) as C | undefined;
  if (compiler === undefined) {
    compiler = make();
    compilers.set(context, compiler);
  }
  return compiler;
}

/** A compiler's context as text: its kind, the shared schemas it resolves references in and its options (functions by their source). */
function contextOf(kind: string, externalSchemas: unknown, options: unknown): string {
  // Fastify asks for a compiler in every plugin's scope (a few hundred), each time with a new object
  // holding the same schema objects: the text is worked out once for the same objects.
  const same = sameObjectsKey(kind, externalSchemas, options);
  let text = contextByObjects.get(same);
  if (text === undefined) {
    text = `${kind}:${JSON.stringify([externalSchemas, options], (_key, value: unknown) => (typeof value === 'function' ? String(value) : value))}`;
    contextByObjects.set(same, text);
  }
  return text;
}

/** The contexts' texts, by the objects they were made of (`sameObjectsKey`). */
const contextByObjects = new Map<string, string>();
const objectNumbers = new WeakMap<object, number>();
let lastNumber = 0;

/** A number for each object for as long as it lives; a plain value as its text. */
function identity(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? String(value);
  let n = objectNumbers.get(value);
  if (n === undefined) {
    n = ++lastNumber;
    objectNumbers.set(value, n);
  }
  return `#${n}`;
}

/** The context by the identity of its parts: the kind, each shared schema object by name, and the options object. */
function sameObjectsKey(kind: string, externalSchemas: unknown, options: unknown): string {
  const schemas =
    typeof externalSchemas === 'object' && externalSchemas !== null
      ? Object.entries(externalSchemas).map(([name, schema]) => `${name}=${identity(schema)}`)
      : [identity(externalSchemas)];
  return `${kind}|${schemas.join(',')}|${identity(options)}`;
}
