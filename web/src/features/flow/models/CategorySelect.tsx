import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useFlowText } from './texts';

/** Props of `CategorySelect`. */
export interface CategorySelectProps {
  /** The select's id and `data-testid`. */
  id: string;
  value: string;
  /** What a model may serve (`modelCategories`); other properties of an option are left out of the select. */
  options: readonly { value: string; label: string }[];
  onChange: (category: string) => void;
}

/** 所属业务: the module or chain a model serves, nothing chosen at first. */
export function CategorySelect({ id, value, options, onChange }: CategorySelectProps) {
  const ft = useFlowText();
  return (
    <FormGroup label={ft('category')} labelFor={id}>
      <HTMLSelect
        id={id}
        data-testid={id}
        fill
        value={value}
        options={[{ value: '', label: ft('chooseCategory') }, ...options.map(({ value, label }) => ({ value, label }))]}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormGroup>
  );
}
