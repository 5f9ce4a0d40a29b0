/** The field kinds: one definition per kind (schema, normalisation, checks, list and Excel cells). */
export { fieldKinds, kindOf } from './registry';
export { fieldJsonSchema, formJsonSchema, cellText, excelCell } from './cells';
export { dictKeysOf, fieldExample, formExample } from './examples';
export { computedFigure, computedFollowing } from './computed';
export {
  UNION_ACCOUNT_SUBJECTS,
  UNION_ACCOUNT_SUBJECT_DICT,
  checkLines,
  isTopLevel,
  keyColumn,
  lineName,
  linesSum,
  parentOf,
  presetCodes,
  subjectName,
  serverFilledColumns,
  fillServerColumns,
  type LinesEnv,
  type ServerFilledAt,
} from './lines';
export { returnPointText, type ReturnPointRef } from './return-point-text';
export type { KindDef, CheckContext, CellContext, AttachmentFacts, JsonSchema, Problem } from './kind-def';
export {
  fenToYuan,
  yuanToFen,
  isEmptyValue,
  isPlainObject,
  type DateRangeValue,
  type CellValue,
  type RowValue,
  type SlotValue,
  type FormValue,
  type FormData,
} from './values';
export { isValidIdCard, idCardCheckChar, idCardBirthDate } from './id-card';
export { isLandline, isEmail, isBankAccount } from './kinds/text';
export { maskIdCard, maskMobile, maskBankAccount } from './masks';
export {
  personalLevel,
  personalPaths,
  hasPersonalData,
  personalSlots,
  personalFileIds,
  maskForm,
  keepEchoedMasks,
  revealedValues,
  withRevealed,
  type PersonalLevel,
} from './personal';
export { attachmentIds, fileType } from './kinds/files';
export { filePlaces } from './file-places';
export { fieldDefaults } from './defaults';
// The sanitiser itself (sanitize-html) is loaded on demand, to keep it out of the console's first load.
export { richTextPlain, loadRichTextSanitizer, type HtmlSanitizer } from './rich-text-plain';
export {
  prefillSources,
  prefilledFields,
  prefillKeysOf,
  prefillForm,
  prefillNote,
  missingPrefills,
  subjectFilledFields,
  subjectPrefillForm,
  subjectRefusals,
  type PrefillKey,
  type PrefillValues,
} from './prefill';
