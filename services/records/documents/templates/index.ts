import type { ModuleEntry, PreviewTemplate } from '../../../../catalogue';
import type { DocumentFacts, DocumentRecord } from '../document-record';
import type { DocumentSpec } from '../layout';
import { applicationForm } from './application-form';
import { transferLetter } from './transfer-letter';
import { zhText as zh } from '../texts';

/** A template: a record made into the blocks of its printed document. */
export type Template = (
  entry: ModuleEntry,
  record: DocumentRecord,
  form: Record<string, unknown>,
  attachmentNames: readonly string[],
  facts: DocumentFacts,
) => DocumentSpec;

/** The templates a module's `preview` may name (`document.preview`). */
const PREVIEW_TEMPLATES: Record<PreviewTemplate, Template> = { transferLetter };

/**
 * The template of a record's document: the form (`applicationForm`, every module's) for `review`,
 * and for `preview` the module's own document where its entry names one (a transfer's 转接函).
 */
export function templateFor(entry: ModuleEntry, call: 'review' | 'preview'): Template {
  const own = call === 'preview' ? entry.document?.preview : undefined;
  return own ? PREVIEW_TEMPLATES[own] : applicationForm;
}

/** The name of the document a module's `preview` answers when it has one of its own (转接函); null when `preview` prints the form. */
export function previewTitle(entry: ModuleEntry): string | null {
  return entry.document?.preview === 'transferLetter' ? zh('letterTitle') : null;
}

export { paperTitle } from './application-form';
