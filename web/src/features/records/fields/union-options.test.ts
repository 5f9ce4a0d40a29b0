import { describe, expect, it } from 'vitest';
import type { UnionNode } from '../../../api';
import { ofKinds, unionOptions } from './union-options';

const node = (id: string, title: string, children: UnionNode[] = []): UnionNode => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  kind: children.length > 0 ? 'launion' : 'corp',
  children,
  hasChildren: children.length > 0,
});

describe('the union picker options', () => {
  it('lists a union before the unions below it, each indented by its depth', () => {
    const tree = [node('1100', '中关村街道工会联合会', [node('1101', '智联科技工会'), node('1102', '云图软件工会')])];
    expect(unionOptions(tree)).toEqual([
      { id: '1100', name: '中关村街道工会联合会', kind: 'launion' },
      { id: '1101', name: '\u3000智联科技工会', kind: 'corp' },
      { id: '1102', name: '\u3000云图软件工会', kind: 'corp' },
    ]);
  });

  it('offers only the kinds of union a field names (a new union’s higher union), and every union without a limit', () => {
    const options = unionOptions([node('1100', '中关村街道工会联合会', [node('1101', '智联科技工会')])]);
    expect(ofKinds(options, ['launion']).map((o) => o.id)).toEqual(['1100']);
    expect(ofKinds(options, undefined).map((o) => o.id)).toEqual(['1100', '1101']);
  });
});
