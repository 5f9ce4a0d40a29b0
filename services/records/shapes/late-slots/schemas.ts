import { Type } from '@sinclair/typebox';

/** A file uploaded to a late slot. */
export const LateFileSchema = Type.Object({
  id: Type.String({ description: 'The attachment' }),
  recordId: Type.String(),
  slot: Type.String({ description: 'The late slot it fills' }),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  url: Type.String({ description: 'Where the file is read (the module’s attachment call)' }),
});
