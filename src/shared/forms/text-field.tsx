import { useId, useState, type InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { errorAria, FieldFrame } from './field-frame';
import styles from './form.module.css';

export interface TextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'readOnly' | 'maxLength'
> {
  name: string;
  label: string;
  hideLabel?: boolean;
}

/** A text, e-mail or password input bound to the surrounding form; passwords can be revealed. */
export function TextField({ name, label, hideLabel, type = 'text', ...input }: TextFieldProps) {
  const { t } = useTranslation(['validation']);
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';

  return (
    <FieldFrame id={id} label={label} error={error} hideLabel={hideLabel}>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          type={password && revealed ? 'text' : type}
          {...input}
          {...errorAria(id, error)}
          {...register(name)}
        />
        {password && (
          <button
            type="button"
            className={styles.reveal}
            aria-label={t(revealed ? 'validation.ui.hidePassword' : 'validation.ui.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eye-off' : 'eye'} size={18} />
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
