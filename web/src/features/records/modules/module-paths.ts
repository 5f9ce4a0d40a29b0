import { MODULE_DIRECTORY } from '../../../module-directory.gen';

// From the modules' directory, not the catalogue: the home page's cards link with these.
const NOTICES = new Map(MODULE_DIRECTORY.flatMap(({ key, notice }) => (notice ? [[key, notice] as const] : [])));

/** Console paths of a module's pages: the generic ones, or a notice module's own list and detail (noticeRoutes). */
export const modulePaths = {
  list: (module: string) => NOTICES.get(module)?.list ?? `/crop/${module}`,
  form: (module: string, id?: string) => (id ? `/crop/${module}/form/${id}` : `/crop/${module}/form`),
  detail: (module: string, id: string) => {
    const notice = NOTICES.get(module);
    return notice ? `${notice.detailBase}/${id}` : `/crop/${module}/detail/${id}`;
  },
};
