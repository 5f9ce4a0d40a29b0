export { registerTenantScope } from './tenant-scope-hooks';
