/** The user service (`/api/blade-user`): own account, sub-accounts, registrations, user admin. */
export { userRoutes } from './user-routes';
export { IdString, IdsString, IdQuery, ShortText, TenantIdString } from './schema-parts';
