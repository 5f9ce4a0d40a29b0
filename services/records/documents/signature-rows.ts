import type { Lang, SignatureItem } from '../../../catalogue';
import { docText, type TextKey } from './texts';

const ITEM: Record<SignatureItem, TextKey> = {
  unit: 'signUnit',
  filledBy: 'signFilledBy',
  checkedBy: 'signCheckedBy',
  phone: 'signPhone',
  date: 'signDate',
  sealDate: 'signSealDate',
  unitHead: 'signUnitHead',
  financeHead: 'signFinanceHead',
  auditChair: 'signAuditChair',
  preparedBy: 'signPreparedBy',
  reportDate: 'signReportDate',
};

/**
 * One signature row under a sheet's table (`document.signatureRows`, the summary sheet's seal): its
 * items' words, each with room to write by hand, spaced as the federation's paper sheets space them.
 */
export const signatureLine = (items: readonly SignatureItem[], lang: Lang): string =>
  items.map((item) => docText(ITEM[item], lang)).join(docText('signatureGap', lang));
