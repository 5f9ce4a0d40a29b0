import type { Selectable } from 'kysely';

export interface RegionTable {
  code: string;
  parent_code: string;
  ancestors: string;
  name: string;
  region_level: number;
  sort: number;
}
export type Region = Selectable<RegionTable>;
