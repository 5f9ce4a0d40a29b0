import { useEffect, useMemo, useState } from 'react';
import { admin, type AdminUser, type DeptRow, type PostRow, type RoleRow } from '../../../api';
import { roleNameIn } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { passwordFieldErrors } from '../../identity/accounts';
import { flag, FormDialog, picks, raw, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { flatRows, identOptions, rowsAsTree, treeSelectOptions } from './options';

/** Props of `UserDialog`. */
export interface UserDialogProps {
  /** Open while set: `'new'` to create, or the account to edit. */
  target: AdminUser | 'new' | undefined;
  onClose: () => void;
  onSaved: () => void;
}

interface Choices {
  roles: RoleRow[];
  depts: DeptRow[];
  posts: PostRow[];
}

/**
 * Creates or edits an account: identity, union, roles (several), department, post and status; a
 * new account gets its first password here, typed (the server checks the policy).
 */
export function UserDialog({ target, onClose, onSaved }: UserDialogProps) {
  const { t, lang } = useI18n();
  const [choices, setChoices] = useState<Choices>();
  const editing = target !== undefined && target !== 'new';
  const open = target !== undefined;

  useEffect(() => {
    if (!open) {
      setChoices(undefined);
      return;
    }
    let live = true;
    Promise.all([admin.roles.list(), admin.depts.list().catch(() => []), admin.posts.select().catch(() => [])]).then(
      ([roles, depts, posts]) => live && setChoices({ roles, depts, posts }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open, onClose]);

  const fields = useMemo<FieldSpec[]>(() => {
    if (!choices) return [];
    return [
      { name: 'account', label: 'user.account', required: true, fixedOnEdit: true },
      { name: 'name', label: 'user.name', required: true },
      { name: 'realName', label: 'user.realName' },
      { name: 'phone', label: 'user.phone' },
      { name: 'email', label: 'user.email' },
      { name: 'ident', label: 'user.ident', kind: 'select', required: true, options: identOptions(lang) },
      // Picked from the organisation tree by name, not typed as a number.
      { name: 'unionId', label: 'user.union', kind: 'union', required: true },
      { name: 'deptId', label: 'user.dept', kind: 'select', options: treeSelectOptions(rowsAsTree(choices.depts, (d) => d.deptName)) },
      { name: 'postId', label: 'user.post', kind: 'select', options: choices.posts.map((p) => ({ value: p.id, label: p.postName })) },
      { name: 'status', label: 'common.enabled', kind: 'switch' },
      { name: 'password', label: 'user.password', kind: 'password', required: true, createOnly: true, hint: 'password.rule' },
      { name: 'password2', label: 'user.password2', kind: 'password', required: true, createOnly: true },
      {
        name: 'roleId',
        label: 'user.roles',
        kind: 'multi',
        options: flatRows(choices.roles).map((r) => ({ value: r.id, label: roleNameIn(lang, r.roleAlias, r.roleName) })),
        hint: 'user.rolesHint',
      },
    ];
  }, [choices, lang]);

  const initial = useMemo<FormValues | undefined>(() => {
    if (!open || !choices) return undefined;
    if (!editing) return { status: true, ident: 'corp', roleId: [] };
    const values: FormValues = {
      account: target.account,
      name: target.name,
      realName: target.realName,
      phone: target.phone,
      email: target.email,
      ident: target.ident,
      unionId: target.unionId,
      deptId: target.deptId,
      postId: target.postId,
      status: target.status === 1,
      roleId: target.roleId ? target.roleId.split(',') : [],
    };
    return values;
  }, [open, choices, editing, target]);

  const validate = (values: FormValues) => {
    if (editing) return undefined;
    return passwordFieldErrors(raw(values.password), raw(values.password2), t);
  };

  const submit = async (values: FormValues) => {
    await admin.users.submit({
      ...(editing ? { id: target.id } : { password: raw(values.password) }),
      account: text(values.account),
      name: text(values.name),
      realName: text(values.realName),
      phone: text(values.phone),
      email: text(values.email),
      ident: text(values.ident),
      unionId: text(values.unionId),
      // Empty: the identity's own role, as the server decides.
      roleId: picks(values.roleId).join(','),
      deptId: text(values.deptId),
      postId: text(values.postId),
      status: flag(values.status),
    });
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      initial={initial}
      editing={editing}
      title={t(editing ? 'common.editTitle' : 'common.newTitle', { name: t('noun.user') })}
      fields={fields}
      onClose={onClose}
      onSubmit={submit}
      validate={validate}
      testId="user-dialog"
    />
  );
}
