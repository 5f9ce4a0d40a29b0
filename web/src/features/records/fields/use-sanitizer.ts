import { useEffect, useState } from 'react';
import { loadRichTextSanitizer, type HtmlSanitizer } from '../../../catalogue';

let loaded: HtmlSanitizer | undefined;

/** The rich-text sanitiser once its chunk has loaded (undefined until then). */
export function useSanitizer(): HtmlSanitizer | undefined {
  const [sanitize, setSanitize] = useState<HtmlSanitizer | undefined>(() => loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadRichTextSanitizer().then((fn) => {
      loaded = fn;
      if (live) setSanitize(() => fn);
    });
    return () => {
      live = false;
    };
  }, []);
  return sanitize;
}
