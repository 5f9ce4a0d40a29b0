import type { Intent } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import type { AttachmentInfo } from '../../../api';
import type { FieldDef, FormValue } from '../../../catalogue';

/** File names by upload id, to show attachments by name. */
export type AttachmentNames = Readonly<Record<string, string>>;

/**
 * What an input holds: the stored shape of its kind with numbers as the text typed (money as fen
 * text), so `validateForm` reads it exactly as the server will.
 */
export type InputValue = Exclude<FormValue, number | null>;

/** What the form lends its inputs: the module, its uploads and the names of the files. */
export interface FieldServices {
  module: string;
  attachmentNames: AttachmentNames;
  /** Uploads one file for the record and answers its id and name. */
  onUpload: (file: File) => Promise<AttachmentInfo>;
  /** The record as saved (a draft or a returned record), where it exists: a lines field's import writes into it. */
  recordId?: string;
  /**
   * The form as the user holds it now (saved or not), where the form lends it: a rows field's import sends
   * the fields its rows' rules read there (the coverage year, the plan).
   */
  formNow?: () => Readonly<Record<string, unknown>>;
  /** Reserves a new id by `module`'s `getid` (a venue row's number, reserved by field2): where the form can reserve one. */
  reserveId?: (module: string) => Promise<string>;
}

/** Props of every kind's input. `id` is `field-<name>`, also its data-testid. */
export interface KindInputProps {
  id: string;
  field: FieldDef;
  value: InputValue;
  onChange: (value: InputValue) => void;
  disabled?: boolean;
  intent: Intent;
  placeholder?: string;
  services: FieldServices;
  /** Messages of the field's parts by path (`field[3].column`, `field.slot`). */
  errors?: Readonly<Record<string, string>>;
}

export type InputComponent = ComponentType<KindInputProps>;

/** Props of a kind's read-only cell (lists, detail pages). */
export interface KindCellProps {
  field: FieldDef;
  value: FormValue | undefined;
  attachmentNames: AttachmentNames;
  /** Shown for an empty value. */
  empty: string;
  /** On a detail page (rich text shows its markup) rather than in a list. */
  detail?: boolean;
  /** The record's module, on a detail page: its images show as thumbnails (a venue row's photo). */
  module?: string;
}

export type CellComponent = ComponentType<KindCellProps>;
