import { noticeRoutes } from './notice-routes';
import { moduleEntryOf } from './use-module-entry';

/** The routes of a notice module (`publishOnly`), whose list and detail are its own (spec section 2); none for another module. */
function noticeRoutesOf(module: string) {
  const entry = moduleEntryOf(module);
  return entry?.publishOnly ? noticeRoutes(entry) : undefined;
}

/** Console paths of a module's pages: the generic ones, or a notice module's own list and detail. */
export const modulePaths = {
  list: (module: string) => noticeRoutesOf(module)?.list ?? `/crop/${module}`,
  form: (module: string, id?: string) => (id ? `/crop/${module}/form/${id}` : `/crop/${module}/form`),
  detail: (module: string, id: string) => noticeRoutesOf(module)?.detail(id) ?? `/crop/${module}/detail/${id}`,
};
