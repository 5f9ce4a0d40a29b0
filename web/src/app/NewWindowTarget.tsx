import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The address without the `target` query, or undefined when it has none. */
export function targetlessPath(pathname: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!params.get('target')) return undefined;
  params.delete('target');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The route query `target` opens the link in a new window: the page opens there (without the
 * query, so it does not open again) and this window goes back to where it was.
 */
export function NewWindowTarget() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const path = targetlessPath(pathname, search);
    if (!path) return;
    window.open(path, '_blank', 'noopener');
    const depth = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (depth > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [pathname, search, navigate]);
  return null;
}
