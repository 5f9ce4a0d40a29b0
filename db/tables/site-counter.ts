export interface SiteCounterTable {
  name: string;
  value: string;
}
