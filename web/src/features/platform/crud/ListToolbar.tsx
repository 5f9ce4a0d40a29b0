import { Button } from '@blueprintjs/core';
import type { RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { toast } from '../../../api';
import { useI18n } from '../../../i18n';
import './crud.css';

/** Props of `ListToolbar`. */
export interface ListToolbarProps {
  onAdd?: () => void;
  /** With `selection`: the selected ids go to the remove confirmation. */
  onRemove?: (ids: string[]) => void;
  selection?: RowSelectionState;
  children?: ReactNode;
}

/** The ids of the selected rows. */
export function selectedIds(selection: RowSelectionState): string[] {
  return Object.keys(selection).filter((id) => selection[id]);
}

/** 新增 and 删除 above a list; deleting with nothing selected says 请选择至少一条数据. */
export function ListToolbar({ onAdd, onRemove, selection = {}, children }: ListToolbarProps) {
  const { t } = useI18n();
  const remove = () => {
    const ids = selectedIds(selection);
    if (ids.length === 0) toast.warning(t('msg.selectOne'));
    else onRemove?.(ids);
  };
  return (
    <div className="list-toolbar">
      {onAdd && <Button intent="primary" icon="add" text={t('common.new')} data-testid="btn-new" onClick={onAdd} />}
      {onRemove && (
        <Button intent="danger" variant="outlined" icon="trash" text={t('common.delete')} data-testid="btn-delete" onClick={remove} />
      )}
      {children}
    </div>
  );
}
