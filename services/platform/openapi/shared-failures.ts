/** A response of the OpenAPI document, as far as the hoisting reads it. */
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response> };
}

const ENVELOPE = '#/components/schemas/ErrorEnvelope';

/**
 * The failures every route declares (error-answers.ts) are the same few answers on 500 operations:
 * each is kept once under `components.responses` (`Failure400`, ...) and referred to, so the
 * document (and the console's types generated from it) does not repeat them. A route's own failure
 * (the token endpoint's OAuth shape) stays where it is.
 */
export function hoistSharedFailures<D extends object>(made: D): D {
  // Read through the few keys it needs: @fastify/swagger types the document per OpenAPI version.
  const document = made as Document;
  const shared: Record<string, Response> = {};
  const sharedText = new Map<string, string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.content?.['application/json']?.schema?.$ref !== ENVELOPE) continue;
        const name = `Failure${status}`;
        const text = JSON.stringify(response);
        if (!sharedText.has(name)) {
          sharedText.set(name, text);
          shared[name] = response;
        }
        if (sharedText.get(name) === text) operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const names = Object.keys(shared).sort((a, b) => a.localeCompare(b));
  document.components = { ...document.components, responses: Object.fromEntries(names.map((name) => [name, shared[name]!])) };
  return made;
}
