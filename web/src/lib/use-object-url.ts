import { useEffect, useRef, useState } from 'react';

/**
 * An object URL of the blob `load` answers, for an `<img>` of a file fetched with the auth headers
 * (tokens never go in a URL): loaded again when `key` changes, revoked when it does or the component
 * goes. Undefined while it loads, when it failed, and for an undefined key.
 */
export function useObjectUrl(key: string | undefined, load: () => Promise<Blob>): string | undefined {
  const [url, setUrl] = useState<string>();
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    setUrl(undefined);
    if (key === undefined) return;
    let live = true;
    let made: string | undefined;
    loadRef.current().then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [key]);
  return url;
}
