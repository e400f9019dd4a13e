import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, FieldFrame } from '@/shared/forms/field-frame';
import { NumericInput } from '@/shared/forms/numeric-input';

export interface LimitFieldProps {
  name: string;
  label: string;
  /** Lira (two decimals, ₺ prefix) or whole minutes. */
  unit: 'lira' | 'minutes';
}

/** One limit's amount: empty for no limit. */
export function LimitField({ name, label, unit }: LimitFieldProps) {
  const { t, i18n } = useTranslation(['protection']);
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <NumericInput
        id={id}
        name={field.name}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        min={0}
        decimals={unit === 'lira' ? 2 : 0}
        prefix={unit === 'lira' ? '₺' : undefined}
        placeholder={t('protection.limits.noLimit')}
        locale={i18n.language}
        {...errorAria(id, error)}
      />
    </FieldFrame>
  );
}
