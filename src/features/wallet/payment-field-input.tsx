import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { errorAria, FieldFrame } from '@/shared/forms/field-frame';
import formStyles from '@/shared/forms/form.module.css';
import { NumericInput } from '@/shared/forms/numeric-input';
import type walletTexts from '@/shared/i18n/locales/en/wallet.json';
import { showToast } from '@/shared/toast/toast';
import styles from './payment-dialog.module.css';
import type { PaymentFieldSpec } from './payment-form/payment-schema';

/** Fields whose value players usually copy from elsewhere get a paste button (spec 5). */
const PASTE_KEYS = new Set(['iban', 'cardno']);

type KnownField = keyof typeof walletTexts.fields;

/** The label of a field: its key's translation when there is one, else the key itself. */
function useFieldLabel(key: string): string {
  const { t, i18n } = useTranslation(['wallet']);
  return i18n.exists(`wallet.fields.${key}`) ? t(`wallet.fields.${key as KnownField}`) : key;
}

/** One input per kind of server field (spec 3, 5): masked text, number, dropdown, box, date. */
export function PaymentFieldInput({ spec }: { spec: PaymentFieldSpec }) {
  const { t, i18n } = useTranslation(['wallet']);
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

  let control_;
  if (spec.mask) {
    const paste = PASTE_KEYS.has(spec.key.toLowerCase());
    control_ = (
      <div className={styles.withAction}>
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
        {paste && (
          <button
            type="button"
            className={styles.paste}
            onClick={() => {
              const read = navigator.clipboard?.readText?.bind(navigator.clipboard);
              if (!read) {
                void showToast.error(t('wallet.payment.pasteRefused'));
                return;
              }
              read().then(
                (pasted) => onChange(pasted.trim()),
                () => void showToast.error(t('wallet.payment.pasteRefused')),
              );
            }}
          >
            {t('wallet.payment.paste')}
          </button>
        )}
      </div>
    );
  } else if (spec.kind === 'integer' || spec.kind === 'decimal') {
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
        prefix="₺"
        locale={i18n.language}
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

  return (
    <FieldFrame id={id} label={label} error={error}>
      {control_}
    </FieldFrame>
  );
}
