/** The words a feature keeps beside its screens (rather than in the shared tables): looked up and filled in one way. */
export { tableText, useTableText, type TextOf, type TextTable, type TextVars } from './text-table';
