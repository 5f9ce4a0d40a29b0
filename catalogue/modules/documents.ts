import type { DocumentDef, ModuleEntry } from '../types';

const t = (zh: string, en: string) => ({ zh, en });

/**
 * How the modules whose records a union office files are printed and listed (docs/forms/documents.md):
 * the name of the paper form (the title of the `review` PDF), the key figures of the 台账 (the
 * `exportList` sheet; the listed fields are what a list page needs, not what a register keeps) and
 * the transfer letter the transfers' `preview` answers. A module not named here prints under its
 * title with its listed fields. `tests/unit/catalogue-documents.test.ts` holds every name to a field.
 */
export const documents: Readonly<Record<string, DocumentDef>> = {
  setup1: { title: t('建会申请表', 'Union set-up request') },
  setup2: {
    title: t('基层工会成立申请表', 'Application to set up a grassroots union'),
    ledger: ['unionName', 'meetingKind', 'meetingDate', 'staffCount', 'memberCount', 'femaleMembers', 'termYears'],
  },
  setup3: {
    title: t('工会法人资格登记申请表', 'Application for legal-person registration of a union'),
    ledger: ['unionName', 'legalRepName', 'funds', 'certUscc', 'certNo', 'certDate'],
  },
  setup4: {
    title: t('工会经费登记表', 'Union funds registration form'),
    ledger: ['unionName', 'uscc', 'bankName', 'accountNo', 'staffCount', 'payrollMonthly', 'dueMonthly', 'payMode'],
  },
  organ1Detail: {
    title: t('基层工会换届选举报告', 'Report of a grassroots committee re-election'),
    ledger: ['unionName', 'termNo', 'newTerm', 'electionMode', 'electionDate', 'memberCount', 'committeeSeats'],
  },
  organ2: {
    title: t('工会主席补选及委员增补报告表', 'Report of a chair by-election or added committee members'),
    ledger: ['unionName', 'type', 'electionBody', 'electionDate', 'entitled'],
  },
  organ3: {
    title: t('工会更名申请表', 'Application to rename a union'),
    ledger: ['oldName', 'newName', 'unitNewName', 'changeDate', 'reason'],
  },
  organ4: {
    title: t('工会法人资格变更登记申请表', 'Application to change a legal-person registration'),
    ledger: ['unionName', 'uscc', 'certNo', 'changeItems', 'legalRepName', 'changeDate'],
  },
  organ5: {
    title: t('工会组织信息登记表', 'Union organisation registration form'),
    ledger: ['unionName', 'unionUscc', 'unionKind', 'higherUnion', 'setupDate', 'memberCount'],
  },
  tradeunionoutinfo: {
    title: t('工会组织关系转出申请表', 'Application to transfer a union out'),
    ledger: ['unionName', 'uscc', 'memberCount', 'targetHigherName', 'reason', 'transferDate'],
    preview: 'transferLetter',
  },
  tradeunionunitinfo: {
    title: t('工会组织关系转入申请表', 'Application to transfer a union in'),
    ledger: ['unionName', 'uscc', 'memberCount', 'formerHigher', 'newHigher', 'transferDate'],
    preview: 'transferLetter',
  },
};

/** The entries with their document settings from `documents`. */
export function withDocuments<T extends Record<string, ModuleEntry>>(entries: T): T {
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, documents[key] ? { ...entry, document: documents[key] } : entry]),
  ) as T;
}
