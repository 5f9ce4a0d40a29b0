// Fastify's own schema compilers (Ajv for input, fast-json-stringify for answers), each schema built
// once per app. Fastify builds one serializer per route and status code: about 3,000 for the
// module routes, of only about a hundred different schemas (the error answers repeat on every
// route), and that build was most of the app's start (seconds per test file). A schema is still
// built when the app gets ready, so a broken one still stops the start.
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

/** Fastify's default compiler factories, remembering each built schema (`schemaController.compilersFactory`). */
export function rememberingCompilers(): { buildValidator: BuildCompilerFromPool; buildSerializer: SerializerFactory } {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas, options) =>
      remembered(validators(externalSchemas, options) as unknown as RouteCompiler) as unknown as ReturnType<BuildCompilerFromPool>,
    buildSerializer: (externalSchemas, options) => remembered(serializers(externalSchemas, options)),
  };
}
