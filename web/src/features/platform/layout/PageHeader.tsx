import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of `PageHeader`. */
export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** A page's title row with its buttons. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <H3 className="page-title">{title}</H3>
        {subtitle && <div className="page-subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}
