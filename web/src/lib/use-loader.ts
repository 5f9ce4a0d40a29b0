import { useCallback, useEffect, useRef, useState } from 'react';

/** What `useLoader` returns. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (or `reload` is called) and keeps only the latest answer, so a
 * slow early request never overwrites a later one. A `null` key loads nothing.
 */
export function useLoader<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<unknown>();
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    loadRef.current().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(undefined);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
