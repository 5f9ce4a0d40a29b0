import { useEffect, useState } from 'react';
import { system } from '../../api';

// Region names never change while the console is open: one lookup per code.
const names = new Map<string, Promise<string>>();

function regionName(code: string): Promise<string> {
  let name = names.get(code);
  if (!name) {
    name = system.region(code).then(
      (r) => r?.name || code,
      () => code,
    );
    names.set(code, name);
  }
  return name;
}

/** A region code shown by its name (the code itself until, or unless, the name is known). */
export function RegionName({ code }: { code: string }) {
  const [name, setName] = useState(code);
  useEffect(() => {
    let live = true;
    setName(code);
    void regionName(code).then((n) => live && setName(n));
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
