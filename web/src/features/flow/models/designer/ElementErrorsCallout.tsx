import { useI18n } from '../../../../i18n';
import { ProblemsCallout } from '../../../platform/crud';
import { errorText, type ElementError } from './model-errors';

/** Props of `ElementErrorsCallout`. */
export interface ElementErrorsCalloutProps {
  title: string;
  testId: string;
  errors: readonly ElementError[];
  listClassName?: string;
  className?: string;
  /** Called when a problem is clicked (the designer selects its element). */
  onPick?: (error: ElementError) => void;
}

/** The problems of a model, each after the id (and BPMN type, for a file) of its element. */
export function ElementErrorsCallout({ errors, onPick, listClassName = 'flow-errors', ...callout }: ElementErrorsCalloutProps) {
  const { lang } = useI18n();
  return (
    <ProblemsCallout problems={errors} listClassName={listClassName} {...callout}>
      {(e, i) => (
        <li key={i} onClick={onPick && (() => onPick(e))}>
          <code>{e.element}</code>
          {e.bpmnType && <span className="muted"> ({e.bpmnType})</span>} {errorText(e, lang)}
        </li>
      )}
    </ProblemsCallout>
  );
}
