import type { ModuleEntry } from '../../../catalogue';
import type { DocumentFacts, DocumentRecord } from './document-record';
import { renderDocument } from './layout';
import { templateFor } from './templates';

/**
 * The PDF of a record as last submitted (or as drafted, before any submission), laid out by its
 * template: for `review` the paper form (its sections, the applicant's block, each stage's review
 * block), for `preview` the module's own document where it has one (a transfer's 转接函).
 */
export function recordPreviewPdf(
  entry: ModuleEntry,
  record: DocumentRecord,
  form: Record<string, unknown>,
  attachmentNames: readonly string[],
  facts: DocumentFacts = {},
  call: 'review' | 'preview' = 'review',
): Promise<Buffer> {
  return renderDocument(templateFor(entry, call)(entry, record, form, attachmentNames, facts));
}
