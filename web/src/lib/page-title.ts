import { useEffect } from 'react';
import { getLang, translate } from '../i18n';

/** Sets the browser tab's title to the route's name followed by the portal's. */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    const app = translate(getLang(), 'app.name');
    document.title = name ? `${name} - ${app}` : app;
  }, [name]);
}
