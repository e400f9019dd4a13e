import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { errorAria, FieldFrame } from '@/shared/forms/field-frame';
import formStyles from '@/shared/forms/form.module.css';
import { NumericInput } from '@/shared/forms/numeric-input';
import type walletTexts from '@/shared/i18n/locales/en/wallet.json';
import { showToast } from '@/shared/toast/toast';
import { PasteButton, takesPaste } from './paste-button';
import styles from './payment-dialog.module.css';
import type { PaymentFieldSpec } from './payment-form/payment-schema';

/** Money is written the Turkish way, after the lira sign, in every language of the site. */
const MONEY_LOCALE = 'tr-TR';
const LIRA = '₺';

type KnownField = keyof typeof walletTexts.fields;

/** The label of a field: its key's translation when there is one, else the key itself. */
function useFieldLabel(key: string): string {
  const { t, i18n } = useTranslation(['wallet']);
  return i18n.exists(`wallet.fields.${key}`) ? t(`wallet.fields.${key as KnownField}`) : key;
}

export interface PaymentFieldInputProps {
  spec: PaymentFieldSpec;
}

/** One input per kind of server field: masked text, number, dropdown, box, date. */
export function PaymentFieldInput({ spec }: PaymentFieldInputProps) {
  const { t } = useTranslation(['wallet']);
  const id = useId();
  const label = useFieldLabel(spec.key);
  const { control } = useFormContext();
  const {
    field: { value, onChange, onBlur, ref, name },
    fieldState,
  } = useController({ name: spec.key, control });
  const error = fieldState.error?.message;
  const aria = errorAria(id, error);
  const text = typeof value === 'string' ? value : String(value ?? '');

  if (spec.kind === 'bool') {
    return (
      <div className={styles.checkRow} data-invalid={error ? 'true' : undefined}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          ref={ref}
          {...aria}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }

  const numeric = spec.kind === 'integer' || spec.kind === 'decimal';
  let control_: ReactNode;
  if (spec.mask) {
    const input = (
      <IMaskInput
        {...spec.mask}
        id={id}
        className={formStyles.input}
        value={text}
        onAccept={(value: string) => onChange(value)}
        onBlur={onBlur}
        inputRef={ref}
        name={name}
        autoComplete="off"
        {...aria}
      />
    );
    // A masked Int or Long is a number too: the lira sign before it, the mask lays out its digits.
    control_ = numeric ? (
      <div className={`${formStyles.control} ${formStyles.withPrefix}`}>
        <span className={styles.lira} aria-hidden="true">
          {LIRA}
        </span>
        {input}
      </div>
    ) : (
      input
    );
  } else if (numeric) {
    control_ = (
      <NumericInput
        id={id}
        name={name}
        value={typeof value === 'number' ? value : text === '' ? null : Number(text)}
        onChange={(value) => onChange(value ?? '')}
        onBlur={onBlur}
        inputRef={ref}
        min={0}
        decimals={spec.kind === 'decimal' ? 2 : 0}
        prefix={LIRA}
        locale={MONEY_LOCALE}
        {...aria}
      />
    );
  } else if (spec.kind === 'dropdown') {
    control_ = (
      <select
        id={id}
        className={formStyles.input}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={ref}
        name={name}
        {...aria}
      >
        <option value="">{t('wallet.payment.choose')}</option>
        {spec.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control_ = (
      <input
        id={id}
        type={spec.kind === 'datetime' ? 'datetime-local' : 'text'}
        className={formStyles.input}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={ref}
        name={name}
        autoComplete="off"
        {...aria}
      />
    );
  }

  if (takesPaste(spec.key)) {
    const paste = (pasted: string) => {
      if (!numeric || spec.mask) {
        onChange(pasted);
        return;
      }
      // An unmasked number takes the digits of what was copied ("4111 1111 1111 1111").
      const digits = pasted.replace(/\s/g, '');
      if (/^[0-9]+$/.test(digits)) onChange(Number(digits));
      else void showToast.error(t('wallet.payment.pasteNotNumber'));
    };
    control_ = (
      <div className={styles.withAction}>
        {control_}
        <PasteButton onPaste={paste} />
      </div>
    );
  }

  return (
    <FieldFrame id={id} label={label} error={error}>
      {control_}
    </FieldFrame>
  );
}
