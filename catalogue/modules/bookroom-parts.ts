/** What the two bookroom forms share (field3ques, field3apply): the contact block and the attachments field. */
import type { AttachmentSlot, FieldDef, I18nText } from '../types';
import { field, personName, required, section } from './group-b-parts';

/** The sections that hold them, last on the form: the contact (titled as the form names its person), the attachments. */
export const contactSection = (title: I18nText) => ({ key: 'contact', title });
export const filesSection = section('files', '附件', 'Attachments');

/**
 * The person the reviewers call and their mobile, in section `contact`: field3ques' 填报人, field3apply's
 * 联系人 (a name of 2 to 30 characters, a mobile).
 */
export const contactFields = (person: { name: string; label: I18nText }, mobile: { name: string; label: I18nText }): FieldDef[] => [
  field(person.name, 'text', person.label.zh, person.label.en, personName, { section: 'contact' }),
  field(mobile.name, 'mobile', mobile.label.zh, mobile.label.en, [required], { section: 'contact' }),
];

/** The form's attachments (`files`, section `files`) with its named slots. */
export const filesField = (slots: AttachmentSlot[]): FieldDef =>
  field('files', 'attachments', '附件', 'Attachments', [], { section: 'files', slots });
