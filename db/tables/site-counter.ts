/**
 * A named counter of the public site. Visits are counted per tenant, under `visits:<tenant id>`
 * (services/admin/public); the first, portal-wide `visits` row is no longer counted.
 */
export interface SiteCounterTable {
  name: string;
  value: string;
}
