/** The object-storage endpoint of the resource service: `put-file` keeps a file, `file/:name` reads it back. */
export { ossEndpointRoutes } from './oss-endpoint-routes';
