import { FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import type { CaptchaState } from './use-captcha';
import './auth.css';

/** Props of `CaptchaField`. */
export interface CaptchaFieldProps {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  /** A complaint under the field (the server refused the captcha). */
  error?: string;
}

/**
 * The captcha input and its image; a click on the image draws a new one. While the server asks to
 * wait (too many captchas from this address) the image's place counts the seconds down.
 */
export function CaptchaField({ captcha, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useI18n();
  return (
    <FormGroup label={t('login.captcha')} labelFor="login-captcha" intent={error ? 'danger' : 'none'} helperText={error}>
      <div className="captcha-row">
        <InputGroup
          id="login-captcha"
          data-testid="login-captcha"
          leftIcon="shield"
          size="large"
          autoComplete="off"
          maxLength={8}
          intent={error ? 'danger' : 'none'}
          value={value}
          onValueChange={onChange}
        />
        <button
          type="button"
          className="captcha-image"
          title={t('login.captchaRefresh')}
          aria-label={t('login.captchaRefresh')}
          data-testid="login-captcha-image"
          data-key={captcha.image?.key ?? ''}
          onClick={captcha.refresh}
        >
          {captcha.image ? (
            <img src={captcha.image.image} alt={t('login.captcha')} width={130} height={48} />
          ) : captcha.waitSeconds > 0 ? (
            <span className="captcha-note" data-testid="login-captcha-wait" data-seconds={captcha.waitSeconds}>
              {t('login.captchaWait', { seconds: captcha.waitSeconds })}
            </span>
          ) : captcha.failed ? (
            <span className="captcha-note" data-testid="login-captcha-failed">
              {t('login.captchaFailed')}
            </span>
          ) : (
            <Spinner size={20} />
          )}
        </button>
      </div>
    </FormGroup>
  );
}
