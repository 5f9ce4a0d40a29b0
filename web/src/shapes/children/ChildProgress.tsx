import { Tag, type Intent } from '@blueprintjs/core';
import { progressParts } from './child-progress';
import { useChildText } from './texts';
import type { ChildCounts } from './types';

const INTENTS: Record<string, Intent> = { in_review: 'primary', returned: 'warning', approved: 'success', removed: 'danger' };

/** An entry's partial progress: how many works it has, and how many stand in each state. */
export function ChildProgress({ counts }: { counts: ChildCounts | undefined }) {
  const ct = useChildText();
  return (
    <span className="child-progress" data-testid="child-progress">
      {progressParts(counts).map((p) => (
        <Tag key={p.state} minimal intent={INTENTS[p.state] ?? 'none'} data-testid={`count-${p.state}`} data-count={p.n}>
          {ct(p.text, { n: p.n })}
        </Tag>
      ))}
    </span>
  );
}
