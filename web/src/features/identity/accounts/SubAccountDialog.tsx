import { Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { account, toast, type SubAccount, type TreeOption } from '../../../api';
import { useI18n } from '../../../i18n';
import { CheckTree, FormDialog, flag, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { passwordFieldErrors } from './password-policy';

/** Props of `SubAccountDialog`. */
export interface SubAccountDialogProps {
  /** Open while set: `'new'` to create, or the sub-account to edit. */
  target: SubAccount | 'new' | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS: FieldSpec[] = [
  { name: 'account', label: 'sub.account', required: true, fixedOnEdit: true },
  { name: 'name', label: 'sub.name', required: true },
  { name: 'realName', label: 'sub.realName' },
  { name: 'phone', label: 'sub.phone' },
  { name: 'password', label: 'sub.password', kind: 'password', hint: 'password.rule' },
  { name: 'password2', label: 'sub.password2', kind: 'password' },
  { name: 'status', label: 'sub.enabled', kind: 'switch' },
];
const CREATE_FIELDS = FIELDS.map((f) => (f.name === 'password' || f.name === 'password2' ? { ...f, required: true } : f));

/**
 * Creates or edits a sub-account: its details, a password (sent as typed, so the server checks
 * its policy, as for every password that is set), and the menus it may see, chosen from the
 * main account's own (`cropmenu/tree`) with its current grant (`getSubPerm`).
 */
export function SubAccountDialog({ target, onClose, onSaved }: SubAccountDialogProps) {
  const { t } = useI18n();
  const editing = target !== undefined && target !== 'new';
  const [tree, setTree] = useState<TreeOption[]>();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [initial, setInitial] = useState<FormValues>();

  useEffect(() => {
    if (target === undefined) {
      setInitial(undefined);
      return;
    }
    let live = true;
    setTree(undefined);
    setChecked(new Set());
    setInitial(
      target === 'new'
        ? { status: true }
        : { account: target.account, name: target.name, realName: target.realName, phone: target.phone, status: target.status === 1 },
    );
    Promise.all([account.subMenuTree(), target === 'new' ? Promise.resolve([]) : account.subPerm(target.id)]).then(
      ([nodes, granted]) => {
        if (!live) return;
        setTree(nodes);
        setChecked(new Set(granted));
      },
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [target]);

  // The policy is checked here as well, to answer before the round trip; a blank password on an
  // edit keeps the old one.
  const validate = (values: FormValues) => {
    const password = typeof values.password === 'string' ? values.password : '';
    const again = typeof values.password2 === 'string' ? values.password2 : '';
    if (editing && !password && !again) return undefined;
    return passwordFieldErrors(password, again, t);
  };

  const submit = async (values: FormValues) => {
    const password = typeof values.password === 'string' ? values.password : '';
    const common = {
      name: text(values.name),
      realName: text(values.realName),
      phone: text(values.phone),
      menuIds: [...checked],
    };
    if (editing) {
      await account.subUpdate({
        id: target.id,
        ...common,
        status: flag(values.status),
        ...(password ? { password } : {}),
      });
      toast.success(t('msg.updated'));
    } else {
      await account.subSave({ account: text(values.account), ...common, password });
      toast.success(t('msg.created'));
    }
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      initial={initial}
      editing={editing}
      title={editing ? t('sub.editTitle') : t('sub.newTitle')}
      fields={editing ? FIELDS : CREATE_FIELDS.filter((f) => f.name !== 'status')}
      onClose={onClose}
      onSubmit={submit}
      validate={validate}
      testId="sub-dialog"
    >
      <FormGroup label={t('sub.menus')} className="grant-group">
        {tree === undefined ? (
          <Spinner size={20} />
        ) : tree.length === 0 ? (
          <Callout intent="warning">{t('sub.noMenus')}</Callout>
        ) : (
          <div className="tree-box">
            <CheckTree tree={tree} checked={checked} onChange={setChecked} mode="nodes" testId="sub-menu" />
          </div>
        )}
      </FormGroup>
    </FormDialog>
  );
}
