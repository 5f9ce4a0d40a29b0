import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** A post (job position) of a tenant, which accounts may hold. */
export interface PostTable {
  id: string;
  tenant_id: string;
  /** 1 senior, 2 middle, 3 base, 4 other. */
  category: number;
  post_code: string;
  post_name: string;
  sort: number;
  remark: string | null;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Post = Selectable<PostTable>;
export type NewPost = Insertable<PostTable>;
export type PostUpdate = Updateable<PostTable>;
