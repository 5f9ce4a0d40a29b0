// Fastify's own schema compilers (Ajv for input, fast-json-stringify for answers), each schema built
// once per app. Fastify builds one serializer per route and status code: about 3,000 for the
// module routes, of only about a hundred different schemas (the error answers repeat on every
// route), and that build was most of the app's start (seconds per test file). A validator is built
// when the app gets ready, so a broken one stops the start. A serializer holds its generated code
// (all of them about 13 MB of an API's heap, most never used in a process's life): a server builds
// each on its first answer; the tests' app builds them all at the start, so a broken response
// schema still fails every test file.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** What Fastify calls a route's compiler with; the validator's declared type names a bare schema instead. */
type RouteCompiler = (def: { schema?: unknown }) => unknown;

/** `compile` remembering its result by the route schema's text (method, URL and part do not change it). */
function remembered<D extends { schema?: unknown }, F>(compile: (def: D) => F): (def: D) => F {
  const built = new Map<string, F>();
  return (def) => {
    // Route schemas are plain JSON (TypeBox): equal text, equal schema.
    const key = JSON.stringify(def.schema);
    if (key === undefined) return compile(def);
    let fn = built.get(key);
    if (fn === undefined) {
      fn = compile(def);
      built.set(key, fn);
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

/**
 * Fastify's default compiler factories, remembering each built schema (`schemaController.compilersFactory`);
 * with `serializeOnFirstAnswer` each serializer is built when its first answer is sent.
 */
export function rememberingCompilers(opts: { serializeOnFirstAnswer: boolean }): {
  buildValidator: BuildCompilerFromPool;
  buildSerializer: SerializerFactory;
} {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas, options) =>
      remembered(validators(externalSchemas, options) as unknown as RouteCompiler) as unknown as ReturnType<BuildCompilerFromPool>,
    buildSerializer: (externalSchemas, options) => {
      const compile = serializers(externalSchemas, options);
      return remembered(opts.serializeOnFirstAnswer ? onFirstCall(compile) : compile);
    },
  };
}
