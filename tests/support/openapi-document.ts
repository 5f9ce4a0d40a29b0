/** A response of the OpenAPI document: its own, or a `$ref` to one of `components.responses` (the shared failures). */
export interface DocResponse {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: DocSchema }>;
}
export interface DocSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, DocSchema>;
  required?: string[];
  anyOf?: DocSchema[];
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, { responses: Record<string, DocResponse> }>>;
  components?: { responses?: Record<string, DocResponse>; schemas?: Record<string, DocSchema> };
}

const componentOf = <T>(doc: OpenApiDoc, ref: string, kind: 'responses' | 'schemas'): T | undefined =>
  ref.startsWith(`#/components/${kind}/`)
    ? ((doc.components?.[kind] as Record<string, T> | undefined)?.[ref.slice(`#/components/${kind}/`.length)] ?? undefined)
    : undefined;

/** The response of an operation for `status`, followed to its component when it is a reference. */
export function responseOf(doc: OpenApiDoc, op: { responses: Record<string, DocResponse> }, status: string): DocResponse | undefined {
  const response = op.responses[status];
  return response?.$ref ? componentOf<DocResponse>(doc, response.$ref, 'responses') : response;
}

/** The JSON schema of an operation's answer for `status`, followed to its named component when it is a reference. */
export function jsonSchemaOf(doc: OpenApiDoc, op: { responses: Record<string, DocResponse> }, status: string): DocSchema | undefined {
  const schema = responseOf(doc, op, status)?.content?.['application/json']?.schema;
  return schema?.$ref ? componentOf<DocSchema>(doc, schema.$ref, 'schemas') : schema;
}
