import type { FieldKind } from '../../../catalogue';
import { DictInput, DictMultiInput, RegionInput } from './ChoiceInputs';
import { DateRangeInput } from './DateRangeInput';
import { AttachmentsKindInput, ImageInput } from './FileInputs';
import type { InputComponent } from './input-types';
import { MoneyInput } from './MoneyInput';
import { PersonPickerInput, UnionPickerInput } from './PickerInputs';
import { RichTextInput } from './RichTextInput';
import { RowsInput } from './RowsInput';
import { CodeInput, DateInput, EmailInput, IntegerInput, LandlineInput, MobileInput, TextAreaInput, TextInput } from './TextInputs';

/** The console's input per field kind; a kind missing here does not compile. */
export const fieldInputs: { readonly [K in FieldKind]: InputComponent } = {
  text: TextInput,
  textarea: TextAreaInput,
  integer: IntegerInput,
  money: MoneyInput,
  date: DateInput,
  dateRange: DateRangeInput,
  mobile: MobileInput,
  landline: LandlineInput,
  email: EmailInput,
  idCard: CodeInput,
  uscc: CodeInput,
  region: RegionInput,
  dict: DictInput,
  dictMulti: DictMultiInput,
  unionPicker: UnionPickerInput,
  personPicker: PersonPickerInput,
  rows: RowsInput,
  richText: RichTextInput,
  image: ImageInput,
  attachments: AttachmentsKindInput,
};

/** Kinds whose input takes the form's whole width. */
export const wideKinds: ReadonlySet<FieldKind> = new Set(['textarea', 'attachments', 'rows', 'richText', 'dictMulti']);
