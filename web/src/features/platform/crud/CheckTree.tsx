import { Button, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import type { TreeOption } from '../../../api';
import { boxState, toggleBox, type CheckMode } from './check-tree';
import './crud.css';

/** Props of `CheckTree`. */
export interface CheckTreeProps {
  tree: TreeOption[];
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  mode: CheckMode;
  /** `data-testid` of the tree; each box is `<testId>-<code or id>`. */
  testId: string;
  /** Levels open at first. */
  openDepth?: number;
}

interface RowProps extends Omit<CheckTreeProps, 'tree' | 'openDepth'> {
  node: TreeOption;
  root: TreeOption[];
  depth: number;
  openDepth: number;
}

function TreeRow({ node, root, depth, openDepth, checked, onChange, mode, testId }: RowProps) {
  const [open, setOpen] = useState(depth < openDepth);
  const children = node.children ?? [];
  const state = boxState(node, checked, mode);
  return (
    <li>
      <div className="check-tree-row" style={{ paddingLeft: depth * 20 }}>
        {children.length > 0 ? (
          <Button
            variant="minimal"
            size="small"
            icon={open ? 'caret-down' : 'caret-right'}
            aria-label={node.title}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          />
        ) : (
          <span className="check-tree-spacer" />
        )}
        <Checkbox
          className="check-tree-box"
          checked={state === 'on'}
          indeterminate={state === 'some'}
          label={node.title}
          data-testid={`${testId}-${node.code ?? node.id}`}
          data-state={state}
          onChange={() => onChange(toggleBox(root, checked, node.id, mode))}
        />
      </div>
      {open && children.length > 0 && (
        <ul className="check-tree-list">
          {children.map((child) => (
            <TreeRow
              key={child.id}
              node={child}
              root={root}
              depth={depth + 1}
              openDepth={openDepth}
              checked={checked}
              onChange={onChange}
              mode={mode}
              testId={testId}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A tree of checkboxes for granting menus, buttons and scopes. */
export function CheckTree({ tree, checked, onChange, mode, testId, openDepth = 3 }: CheckTreeProps) {
  return (
    <ul className="check-tree check-tree-list" data-testid={testId}>
      {tree.map((node) => (
        <TreeRow
          key={node.id}
          node={node}
          root={tree}
          depth={0}
          openDepth={openDepth}
          checked={checked}
          onChange={onChange}
          mode={mode}
          testId={testId}
        />
      ))}
    </ul>
  );
}
