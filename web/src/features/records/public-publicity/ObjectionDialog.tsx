import { useMemo } from 'react';
import { publicPublicity, type ObjectionFiled, type PublicNominee } from '../../../api';
import { useI18n } from '../../../i18n';
import { CaptchaField, useCaptcha } from '../../identity/auth';
import { FormDialog, text, type FieldSpec, type FormValues } from '../../platform/crud';

/** Props of `ObjectionDialog`. */
export interface ObjectionDialogProps {
  /** The tenant whose publicity it is: the one the page was read as. */
  tenantId: string;
  publicityId: string;
  /** The nominee objected to; the dialog is open while it is set. */
  nominee: PublicNominee | undefined;
  onClose: () => void;
  onFiled: (filed: ObjectionFiled) => void;
}

const EMPTY: FormValues = {};
const FIELDS: FieldSpec[] = [
  { name: 'content', label: 'publicity.content', kind: 'textarea', required: true, wide: true, hint: 'publicity.public.contentHint' },
  { name: 'objectorName', label: 'publicity.public.objectorName' },
  { name: 'objectorUnit', label: 'publicity.public.objectorUnit' },
  { name: 'mobile', label: 'publicity.public.mobile', required: true },
  { name: 'email', label: 'publicity.public.email' },
];

const optional = (value: string) => (value === '' ? undefined : value);

/**
 * 提出异议 on the public area: what the objection says (10–2000 characters), the objector's name and
 * employer (asked for, not required), mobile (required) and email, and the image captcha of the
 * login; the server's refusals stand on their fields, a closed publicity's 409 above them, and each
 * try draws a new captcha (a captcha is used once).
 */
export function ObjectionDialog({ tenantId, publicityId, nominee, onClose, onFiled }: ObjectionDialogProps) {
  const { t } = useI18n();
  const captcha = useCaptcha();
  const title = useMemo(() => t('publicity.public.objectTitle', { name: nominee?.name ?? '' }), [t, nominee]);
  return (
    <FormDialog
      initial={nominee ? EMPTY : undefined}
      editing={false}
      title={title}
      fields={FIELDS}
      onClose={onClose}
      testId="objection-dialog"
      showRefusal
      validate={(v): Record<string, string> | undefined => {
        const length = text(v.content).length;
        if (length < 10 || length > 2000) return { content: t('publicity.public.contentLength') };
        if (!text(v.captchaCode)) return { captchaCode: t('form.enterField', { label: t('login.captcha') }) };
        return undefined;
      }}
      extraField={(field) => (field === 'captchaCode' ? { name: 'captchaCode', label: t('login.captcha') } : undefined)}
      onSubmit={async (v) => {
        try {
          onFiled(
            await publicPublicity.object(tenantId, {
              publicityId,
              recordId: nominee!.recordId,
              content: text(v.content),
              objectorName: optional(text(v.objectorName)),
              objectorUnit: optional(text(v.objectorUnit)),
              mobile: text(v.mobile),
              email: optional(text(v.email)),
              captchaKey: captcha.image?.key ?? '',
              captchaCode: text(v.captchaCode),
            }),
          );
        } finally {
          // Taken by this try whatever its outcome.
          captcha.refresh();
        }
      }}
    >
      {(form) => (
        <CaptchaField
          captcha={captcha}
          value={text(form.values.captchaCode)}
          onChange={form.set('captchaCode')}
          error={form.errors.captchaCode}
        />
      )}
    </FormDialog>
  );
}
