export { useModuleEntry, moduleEntryOf } from './use-module-entry';
export { modulePaths } from './module-paths';
export { noticeRoutes, hasCategory } from './notice-routes';
export { fieldSections, type FieldSection } from './field-sections';
export { StateTag, type StateTagProps } from './StateTag';
export { RecordFields, type RecordFieldsProps } from './RecordFields';
export { ModuleCard } from './ModuleCard';
export { ModuleMissing } from './ModuleMissing';
export {
  ShapePartsProvider,
  useShapeParts,
  type AnswersPartProps,
  type ConsentPartProps,
  type FieldHelp,
  type LinkAnswer,
  type LinkPartProps,
  type RoundPartProps,
  type ScoresHandle,
  type ScoresPartProps,
  type SentScore,
  type WindowPartProps,
  type ShapeParts,
  type SteppedFormProps,
  type StepFormProps,
} from './shape-parts';
