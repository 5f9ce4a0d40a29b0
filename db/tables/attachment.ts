import type { Insertable, Selectable } from 'kysely';

export interface AttachmentTable {
  id: string;
  tenant_id: string;
  record_id: string;
  module: string;
  name: string;
  mime: string;
  size: number;
  object_key: string;
  uploaded_by: string;
  create_time: Date;
}
export type Attachment = Selectable<AttachmentTable>;
export type NewAttachment = Insertable<AttachmentTable>;
