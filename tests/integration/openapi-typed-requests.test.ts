// The OpenAPI document describes every module call's request from the catalogue entry (each field's
// JSON schema, the fields of a step, a complete valid example), while the catalogue stays the one
// that checks a form: a broken field is named by its rule, not refused earlier by the validator.
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldJsonSchema, modules, pathsOf, stepCallSets, type FieldDef, type ModuleEntry } from '../../catalogue';
import { login, startTestStack, type TestStack } from '../support';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  example?: Record<string, unknown>;
  additionalProperties?: boolean;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}

let stack: TestStack;
let doc: Doc;
beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
});
afterAll(async () => stack?.close());

// OpenAPI 3.0 keywords (`nullable`, `example`) beside JSON Schema: ajv knows the first, ignores the second.
const ajv = new Ajv({ strict: false, allErrors: true });
const base = (entry: ModuleEntry) => `/api/blade-crop/crop/${entry.key}`;
const bodyOf = (path: string) => doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
const field = (entry: ModuleEntry, name: string) => entry.fields.find((f) => f.name === name)!;

/** Every form call of a module (standard and stepped), with the fields its body carries. */
function formCalls(entry: ModuleEntry): { path: string; fields: readonly FieldDef[]; submit: boolean }[] {
  const standard = (use: 'save' | 'submit' | 'resubmit') => {
    const step = entry.steps?.find((s) => s.calls[use] === use);
    if (entry.steps?.length && !step) return [];
    const fields = step ? step.fields.map((n) => field(entry, n)) : entry.fields;
    const names =
      use === 'save'
        ? [...pathsOf(entry, 'save'), ...pathsOf(entry, 'savedraft'), ...pathsOf(entry, 'saveDraft')]
        : use === 'submit'
          ? pathsOf(entry, 'submit')
          : [...pathsOf(entry, 'update'), ...pathsOf(entry, 'resubmit')];
    return names.map((n) => ({ path: `${base(entry)}/${n}`, fields, submit: use !== 'save' }));
  };
  const stepped = stepCallSets(entry).flatMap((set) =>
    (['save', 'submit', 'resubmit'] as const)
      .map((use) => [use, set.calls[use]] as const)
      .filter(([, name]) => name !== undefined && !['save', 'submit', 'resubmit'].includes(name))
      .map(([use, name]) => ({ path: `${base(entry)}/${name}`, fields: set.fields.map((n) => field(entry, n)), submit: use !== 'save' })),
  );
  return [...standard('save'), ...standard('submit'), ...standard('resubmit'), ...stepped];
}

// Modules whose calls a shape of its own serves (questionnaire, children, saveSubmits, rollUp, publishOnly) are described by that shape.
const engineModules = Object.values(modules).filter(
  (e) => !e.lookup && !e.questionnaire && !e.children && !e.saveSubmits && !e.rollUp && !e.publishOnly,
);

describe('request schemas of the module calls', () => {
  it('cover every form call of every module served by the record engine', () => {
    const calls = engineModules.flatMap(formCalls);
    expect(calls.length).toBeGreaterThan(40);
    const missing = calls.filter((c) => !bodyOf(c.path)).map((c) => c.path);
    expect(missing).toEqual([]);
  });

  it.each(engineModules.map((e) => [e.key, e] as const))('%s: each body names its fields with their schemas', (_key, entry) => {
    for (const call of formCalls(entry)) {
      const body = bodyOf(call.path)!;
      expect(Object.keys(body.properties ?? {}), call.path).toEqual(expect.arrayContaining(['id', ...call.fields.map((f) => f.name)]));
      for (const f of call.fields) expect(body.properties![f.name], `${call.path} ${f.name}`).toMatchObject(fieldJsonSchema(f));
      const required = call.fields.filter((f) => f.rules.some((r) => r.rule === 'required')).map((f) => f.name);
      if (call.submit) expect(body.required ?? [], call.path).toEqual(required);
      else expect(body.required, call.path).toBeUndefined();
    }
  });

  it.each(engineModules.map((e) => [e.key, e] as const))('%s: each body has a complete example valid against its schema', (_key, entry) => {
    for (const call of formCalls(entry)) {
      const body = bodyOf(call.path)!;
      expect(body.example, call.path).toBeDefined();
      expect(Object.keys(body.example!), call.path).toEqual(expect.arrayContaining(call.fields.map((f) => f.name)));
      const validate = ajv.compile(body);
      expect(validate(body.example), `${call.path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('gives a step variant the example did not choose example values of its own (organ5 cropGroup)', () => {
    const body = bodyOf('/api/blade-crop/crop/organ5/submitCropGroup')!;
    expect(body.example).toMatchObject({ groupUnitName: expect.any(String), subsidiaries: [expect.any(Object)] });
    expect(body.example).not.toHaveProperty('allyUnits');
  });

  it('shows taskId only on the resubmit calls', () => {
    const entry = modules.setup1!;
    expect(bodyOf(`${base(entry)}/${pathsOf(entry, 'submit')[0]}`)!.properties).not.toHaveProperty('taskId');
    expect(bodyOf(`${base(entry)}/${pathsOf(entry, 'update')[0] ?? pathsOf(entry, 'resubmit')[0]}`)!.properties).toHaveProperty('taskId');
  });
});

describe('request schemas of a questionnaire module', () => {
  const questionnaireModules = Object.values(modules).filter((e) => e.questionnaire);
  const calls = questionnaireModules.flatMap(formCalls);

  it('name the pinned version and the answers beside the fields', () => {
    expect(calls.map((c) => c.path)).toContain('/api/blade-crop/crop/survey/submit');
    for (const call of calls) {
      const body = bodyOf(call.path)!;
      expect(Object.keys(body.properties ?? {}), call.path).toEqual(
        expect.arrayContaining([...call.fields.map((f) => f.name), 'questionSetVersion', 'answers']),
      );
      expect(body.properties!.questionSetVersion, call.path).toMatchObject({ type: 'integer', minimum: 1 });
      expect(body.properties!.answers, call.path).toMatchObject({ type: 'object' });
    }
  });

  it('need the version to submit, not to save a draft', () => {
    for (const call of calls) {
      const required = bodyOf(call.path)!.required ?? [];
      if (call.submit) expect(required, call.path).toContain('questionSetVersion');
      else expect(required, call.path).not.toContain('questionSetVersion');
    }
  });

  it('carry an example with answers, valid against the schema', () => {
    for (const call of calls) {
      const body = bodyOf(call.path)!;
      expect(body.example, call.path).toMatchObject({ questionSetVersion: 1, answers: expect.any(Object) });
      expect(Object.keys(body.example!.answers as object).length, call.path).toBeGreaterThan(0);
      const validate = ajv.compile(body);
      expect(validate(body.example), `${call.path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('refuse an answer of no answer kind in the schema', () => {
    const validate = ajv.compile(bodyOf('/api/blade-crop/crop/survey/submit')!);
    const example = bodyOf('/api/blade-crop/crop/survey/submit')!.example!;
    expect(validate({ ...example, answers: { satisfaction: { points: 4 } } })).toBe(false);
  });
});

describe('the catalogue still checks the form', () => {
  const entry = modules.setup1!;
  const submit = `${base(entry)}/${pathsOf(entry, 'submit')[0]}`;
  const ofKind = (kind: FieldDef['kind']) => entry.fields.find((f) => f.kind === kind && f.name in entry.example)!;

  it('names a malformed field with the catalogue’s rule and Chinese message, not the validator’s', async () => {
    const corp = await login(stack.app, 'corp1');
    const mobile = ofKind('mobile');
    const integer = ofKind('integer');
    const answer = await corp.post(submit, { ...entry.example, [mobile.name]: '123', [integer.name]: 'many' });
    expect(answer.status).toBe(400);
    const errors = answer.body.data.errors as { field: string; rule: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: mobile.name, rule: 'mobile' }),
        expect.objectContaining({ field: integer.name, rule: 'integer' }),
      ]),
    );
    expect(errors.find((e) => e.field === mobile.name)!.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
