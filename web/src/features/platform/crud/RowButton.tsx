import { Button, type IconName, type Intent } from '@blueprintjs/core';

/** Props of `RowButton`. */
export interface RowButtonProps {
  text: string;
  icon: IconName;
  testId: string;
  onClick: () => void;
  intent?: Intent;
}

/** A small button in a row's actions cell. */
export function RowButton({ text, icon, testId, onClick, intent = 'primary' }: RowButtonProps) {
  return <Button size="small" variant="minimal" intent={intent} icon={icon} text={text} data-testid={testId} onClick={onClick} />;
}
