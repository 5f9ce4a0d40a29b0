/** Console paths of a module's generic pages. */
export const modulePaths = {
  list: (module: string) => `/crop/${module}`,
  form: (module: string, id?: string) => (id ? `/crop/${module}/form/${id}` : `/crop/${module}/form`),
  detail: (module: string, id: string) => `/crop/${module}/detail/${id}`,
};
