import type { FieldKind } from '../../../catalogue';
import { DictInput, DictMultiInput, RegionInput } from './ChoiceInputs';
import { DateRangeInput } from './DateRangeInput';
import { AttachmentsKindInput, ImageInput } from './FileInputs';
import type { InputComponent } from './input-types';
import { MoneyInput } from './MoneyInput';
import { PersonPickerInput, UnionPickerInput } from './PickerInputs';
import { RichTextInput } from './RichTextInput';
import {
  BankAccountInput,
  CodeInput,
  DateInput,
  EmailInput,
  IntegerInput,
  LandlineInput,
  MobileInput,
  TextAreaInput,
  TextInput,
  TimeInput,
} from './TextInputs';

/**
 * The input of every kind but the tables (`rows`, `moneyLines`): what a row's cells use. Kept apart from input-registry.ts so
 * that RowsInput, itself in the registry, reads its cells' inputs without an import cycle.
 */
export const cellInputs: { readonly [K in Exclude<FieldKind, 'rows' | 'moneyLines'>]: InputComponent } = {
  text: TextInput,
  textarea: TextAreaInput,
  integer: IntegerInput,
  money: MoneyInput,
  date: DateInput,
  time: TimeInput,
  dateRange: DateRangeInput,
  mobile: MobileInput,
  landline: LandlineInput,
  email: EmailInput,
  idCard: CodeInput,
  bankAccount: BankAccountInput,
  uscc: CodeInput,
  region: RegionInput,
  dict: DictInput,
  dictMulti: DictMultiInput,
  unionPicker: UnionPickerInput,
  personPicker: PersonPickerInput,
  richText: RichTextInput,
  image: ImageInput,
  attachments: AttachmentsKindInput,
};
