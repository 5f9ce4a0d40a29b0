import { useEffect, useState } from 'react';
import { system } from '../../../api';
import { joinRegionNames, regionChain } from './region-name';

// Regions never change while the console is open: one lookup per code.
const regions = new Map<string, Promise<{ name: string; ancestors?: string } | undefined>>();
const fullNames = new Map<string, Promise<string>>();

function region(code: string) {
  let found = regions.get(code);
  if (!found) {
    found = system.region(code).then(
      (r) => r ?? undefined,
      () => undefined,
    );
    regions.set(code, found);
  }
  return found;
}

/** A region's full name (省 / 市 / 区 / 街道), the code itself when the region is unknown. */
function regionFullName(code: string): Promise<string> {
  let name = fullNames.get(code);
  if (!name) {
    name = region(code).then(async (r) => {
      if (!r) return code;
      const chain = regionChain(code, r.ancestors);
      const names = await Promise.all(chain.slice(0, -1).map(async (c) => (await region(c))?.name));
      return joinRegionNames([...names, r.name]) || code;
    });
    fullNames.set(code, name);
  }
  return name;
}

/** A region code shown by its full name (the code itself until, or unless, the name is known). */
export function RegionName({ code }: { code: string }) {
  const [name, setName] = useState(code);
  useEffect(() => {
    let live = true;
    setName(code);
    void regionFullName(code).then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <span title={code} data-code={code}>
      {name}
    </span>
  );
}
