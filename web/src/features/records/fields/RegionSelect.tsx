import { HTMLSelect, InputGroup, type Intent } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { system } from '../../../api';
import { useI18n } from '../../../i18n';
import { guessRegionPath, reconcileRegionPath, REGION_ROOT, toRegionOption, type RegionOption } from './region-path';
import './fields.css';

/** Props of `RegionSelect`. */
export interface RegionSelectProps {
  name: string;
  /** The first select's id and the data-testid prefix; `field-<name>` by default (a table's cell passes its own). */
  id?: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  intent?: Intent;
}

type Children = Record<string, RegionOption[] | 'failed'>;

/** Cascading selects over the region lazy tree; a plain code input when the tree cannot be read. */
export function RegionSelect({ name, id = `field-${name}`, value, onChange, disabled, intent }: RegionSelectProps) {
  const { t } = useI18n();
  const [children, setChildren] = useState<Children>({});
  const requested = useRef(new Set<string>());
  const [path, setPath] = useState(() => guessRegionPath(value));
  const shown = useMemo(() => reconcileRegionPath(path, children), [path, children]);

  useEffect(() => {
    if (value !== (shown[shown.length - 1] ?? '')) setPath(guessRegionPath(value));
    // Only an outside change of `value` (a record loaded) re-guesses the path, hence `value` alone.
  }, [value]);

  useEffect(() => {
    for (const parent of [REGION_ROOT, ...shown]) {
      if (requested.current.has(parent)) continue;
      requested.current.add(parent);
      system.regionChildren(parent).then(
        (nodes) => {
          const options = (nodes ?? []).map(toRegionOption).filter((o): o is RegionOption => o !== undefined);
          setChildren((c) => ({ ...c, [parent]: options }));
        },
        () => setChildren((c) => ({ ...c, [parent]: 'failed' })),
      );
    }
  }, [shown]);

  const top = children[REGION_ROOT];
  if (top === 'failed' || (Array.isArray(top) && top.length === 0)) {
    return (
      <InputGroup
        id={id}
        data-testid={id}
        value={value}
        disabled={disabled}
        intent={intent}
        placeholder={t('form.regionFallback')}
        onValueChange={onChange}
      />
    );
  }

  const levels: { parent: string; options: RegionOption[]; selected: string }[] = [];
  for (let i = 0; ; i++) {
    const parent = i === 0 ? REGION_ROOT : shown[i - 1];
    const options = parent === undefined ? undefined : children[parent];
    if (parent === undefined || !Array.isArray(options) || options.length === 0) break;
    levels.push({ parent, options, selected: shown[i] ?? '' });
    if (shown[i] === undefined) break;
  }

  const choose = (level: number, code: string) => {
    const next = [...shown.slice(0, level), ...(code ? [code] : [])];
    setPath(next);
    onChange(next[next.length - 1] ?? '');
  };

  return (
    <div className="region-select" data-testid={id} data-value={value}>
      {levels.map((level, i) => (
        <HTMLSelect
          key={level.parent}
          id={i === 0 ? id : undefined}
          data-testid={`${id}-${i}`}
          value={level.selected}
          disabled={disabled}
          onChange={(e) => choose(i, e.currentTarget.value)}
          options={[{ value: '', label: t('form.select') }, ...level.options.map((o) => ({ value: o.code, label: o.name }))]}
        />
      ))}
      {levels.length === 0 && <span className="muted">{t('common.loading')}</span>}
    </div>
  );
}
