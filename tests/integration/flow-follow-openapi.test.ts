// The follow, 知会 and leave calls are documented: each in /api/openapi.json with its method, and its body's example.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support';

const CALLS = [
  'GET /api/blade-flow/follow/list',
  'GET /api/blade-flow/follow/progress',
  'POST /api/blade-flow/follow/delete-process-instance',
  'GET /api/blade-crop/crop/readflow/list',
  'POST /api/blade-crop/crop/readflow/completeTask',
  'POST /api/blade-crop/crop/readflow/completeTaskByPid',
  'POST /api/blade-desk/process/leave/start-process',
  'GET /api/blade-desk/process/leave/detail',
];

interface Operation {
  requestBody?: { content: Record<string, { example?: unknown }> };
}

let stack: TestStack;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  paths = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: typeof paths }>().paths;
});
afterAll(async () => stack?.close());

describe('the OpenAPI document', () => {
  it.each(CALLS)('has %s', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(paths[path]?.[method.toLowerCase()], call).toBeDefined();
  });

  it.each(['/api/blade-flow/follow/delete-process-instance', '/api/blade-desk/process/leave/start-process'])(
    'gives %s a body example',
    (path) => {
      expect(paths[path]!.post!.requestBody!.content['application/json']!.example).toBeTruthy();
    },
  );
});
