// The union picker's tree (`dept/union-tree`): the unions of the organisation tree as far as the
// caller's data scope reaches, with the tenant's higher unions a form may name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const TREE = '/api/blade-system/dept/union-tree';

interface Node {
  id: string;
  title: string;
  kind: string;
  children: Node[];
}

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
});
afterAll(async () => stack?.close());

/** Each node as `name > name` from the answer's roots, depth first. */
function paths(nodes: Node[], above = ''): string[] {
  return nodes.flatMap((n) => [`${above}${n.title}`, ...paths(n.children, `${above}${n.title} > `)]);
}

async function treeOf(session: ApiSession): Promise<Node[]> {
  const answer = await session.get(TREE);
  expect(answer.status).toBe(200);
  return answer.body.data as Node[];
}

describe('the union tree of the union picker', () => {
  it('shows a higher union the unions below it and the tenant’s higher unions, no other enterprise', async () => {
    const tree = await treeOf(await login(stack.app, 'launion1'));
    expect(paths(tree)).toEqual([
      '科技园区总工会',
      '科技园区总工会 > 中关村街道工会联合会',
      '科技园区总工会 > 中关村街道工会联合会 > 北京智联科技有限公司工会',
      '科技园区总工会 > 中关村街道工会联合会 > 北京云图软件有限公司工会',
      '科技园区总工会 > 上地街道工会联合会',
    ]);
    expect(tree[0]!.kind).toBe('federation');
  });

  it('shows an enterprise union itself and the higher unions it may name (to move to), no other enterprise', async () => {
    const tree = await treeOf(await login(stack.app, 'corp1'));
    expect(paths(tree)).toEqual([
      '科技园区总工会',
      '科技园区总工会 > 中关村街道工会联合会',
      '科技园区总工会 > 中关村街道工会联合会 > 北京智联科技有限公司工会',
      '科技园区总工会 > 上地街道工会联合会',
    ]);
  });

  it('shows the federation its whole tenant and nothing of another tenant', async () => {
    const found = paths(await treeOf(await login(stack.app, 'federation')));
    expect(found).toHaveLength(7);
    expect(found[0]).toBe('科技园区总工会');
    expect(found).toContain('科技园区总工会 > 上地街道工会联合会 > 北京星河数据有限公司工会');
    // The joint union of the covered enterprises' demo (group C).
    expect(found).toContain('科技园区总工会 > 上地街道工会联合会 > 上地信息路联合工会委员会');
    expect(found.some((p) => p.includes('第二租户'))).toBe(false);
  });

  it('answers 401 without a login', async () => {
    const answer = await stack.app.inject({ method: 'GET', url: TREE });
    expect(answer.statusCode).toBe(401);
  });
});
