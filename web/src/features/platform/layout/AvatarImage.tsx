import type { ReactNode } from 'react';
import { oss } from '../../../api';
import { useObjectUrl } from '../../../lib';

/**
 * An account's avatar. A file put-file kept is fetched with the token and shown from an object URL;
 * another address (none is made by the console) is shown as it is, within the page's CSP; without
 * one, or while it loads, `fallback`.
 */
export function AvatarImage({ link, alt, className, fallback }: { link: string; alt: string; className?: string; fallback: ReactNode }) {
  const stored = oss.isStoredFile(link);
  const url = useObjectUrl(stored ? link : undefined, () => oss.file(link));
  const src = stored ? url : link || undefined;
  return src ? <img className={className} src={src} alt={alt} /> : <>{fallback}</>;
}
