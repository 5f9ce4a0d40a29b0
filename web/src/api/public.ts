import { request } from './http';

/** The public area, reachable without login. */
export const publicArea = {
  visitCount: () => request<number>('/api/blade-crop/public/count/getcount', { silent: true }),
};
