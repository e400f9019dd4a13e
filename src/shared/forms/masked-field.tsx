import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { errorAria, FieldFrame } from './field-frame';
import styles from './form.module.css';

export interface MaskedFieldProps {
  name: string;
  label: string;
  /** An imask pattern ('0' a digit), from the generated form fields. */
  mask: string;
  /** Fixed text shown before the input and not part of the value (the phone's 90). */
  prefix?: string;
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  hideLabel?: boolean;
}

/** A masked input (imask) whose form value is the unmasked text: digits only for '0' masks. */
export function MaskedField({
  name,
  label,
  mask,
  prefix,
  placeholder,
  autoComplete = 'off',
  readOnly,
  hideLabel,
}: MaskedFieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;

  return (
    <FieldFrame id={id} label={label} error={error} hideLabel={hideLabel}>
      <div className={`${styles.control} ${prefix ? styles.withPrefix : ''}`}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            +{prefix}
          </span>
        )}
        <IMaskInput
          id={id}
          className={styles.input}
          mask={mask}
          unmask
          value={typeof field.value === 'string' ? field.value : ''}
          onAccept={(value: string) => field.onChange(value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          inputMode="numeric"
          placeholder={placeholder}
          autoComplete={autoComplete}
          readOnly={readOnly}
          {...errorAria(id, error)}
        />
      </div>
    </FieldFrame>
  );
}
