import { createPipe } from 'imask';
import { useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useIMask } from 'react-imask';
import formStyles from './form.module.css';
import styles from './numeric-input.module.css';
import { useNumericKeys, type NumericField } from './use-numeric-keys';

export interface NumericInputProps {
  id: string;
  /** The committed value; null for an empty field. */
  value: number | null;
  /** Called on commit (Tab, Enter, blur, arrow step, Home/End) with the clamped value. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  min?: number;
  max?: number;
  /** Arrow-key step; 1 by default. */
  step?: number;
  /** Digits after the decimal separator; 0 (the default) for integers. */
  decimals?: number;
  maxLength?: number;
  /** Fixed text shown before the input, not part of the value (e.g. '₺'). */
  prefix?: string;
  /** The active language ('tr' writes 1.234,5; 'en' 1,234.5). */
  locale: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-required'?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** The language's decimal and group separators ('tr': ',' and '.'; 'en': '.' and ','). */
function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale.startsWith('tr') ? 'tr-TR' : 'en-US').formatToParts(
    12345.6,
  );
  const part = (type: string, fallback: string) =>
    parts.find((item) => item.type === type)?.value ?? fallback;
  return { radix: part('decimal', '.'), thousandsSeparator: part('group', ',') };
}

/**
 * A numeric text field on imask's Number mask, which blocks what may not be typed (a minus when
 * min is 0 or above, a separator for integers), reads both '.' and ',' as the decimal point,
 * clamps to min and max and formats in the language. useNumericKeys adds the keys: commit, step,
 * jump to min and max, and a trimmed paste. The form hears of a value on commit only, so a
 * half-typed number is never validated.
 */
export function NumericInput({
  id,
  value,
  onChange,
  onBlur,
  min,
  max,
  step,
  decimals = 0,
  maxLength,
  prefix,
  locale,
  name,
  placeholder,
  disabled,
  inputRef,
  ...aria
}: NumericInputProps) {
  const options = useMemo(
    () => ({
      mask: Number,
      scale: decimals,
      ...separators(locale),
      mapToRadix: ['.', ','],
      // imask's own bounds are the widest safe integers: only a given bound replaces them.
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      autofix: true,
    }),
    [decimals, locale, min, max],
  );
  const { ref, maskRef, value: text } = useIMask<HTMLInputElement>(options);
  // The text as imask commits it (clamped to min and max and formatted), as it does on blur.
  const committedText = useMemo(() => createPipe(options), [options]);
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const current = (): number | null => {
    const mask = maskRef.current;
    if (!mask || mask.unmaskedValue === '') return null;
    return Number.isFinite(mask.typedValue) ? mask.typedValue : null;
  };
  const report = () => {
    const next = current();
    if (next === committed.current) return;
    committed.current = next;
    onChangeRef.current(next);
  };
  const field: NumericField = {
    read: current,
    write(next) {
      if (maskRef.current) maskRef.current.typedValue = next;
      report();
    },
    commit() {
      const mask = maskRef.current;
      if (!mask) return;
      mask.value = committedText(mask.value);
      report();
    },
    insert(pasted, start, end) {
      const mask = maskRef.current;
      if (!mask) return;
      const after = mask.value.slice(end);
      mask.value = mask.value.slice(0, start) + pasted + after;
      mask.cursorPos = mask.value.length - after.length;
    },
  };
  const keys = useNumericKeys(field, { min, max, step, maxLength });

  // A value from outside, or a new language or set of options, is shown anew (after useIMask's
  // own effect has made or updated the mask).
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    committed.current = value;
    if (value === null) mask.value = '';
    else mask.typedValue = value;
  }, [maskRef, value, options]);

  return (
    <div className={`${formStyles.control} ${prefix ? formStyles.withPrefix : ''}`}>
      {prefix && (
        <span className={`${formStyles.prefix} ${styles.prefix}`} aria-hidden="true">
          {prefix}
        </span>
      )}
      <input
        id={id}
        ref={(node) => {
          ref.current = node;
          assignRef(inputRef, node);
        }}
        className={`${formStyles.input} ${styles.input}`}
        type="text"
        role="spinbutton"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        name={name}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={text ? `${prefix ?? ''}${text}` : undefined}
        {...aria}
        onKeyDown={keys.onKeyDown}
        onKeyUp={keys.onKeyUp}
        onPaste={keys.onPaste}
        onBlur={() => {
          keys.onBlur();
          onBlur?.();
        }}
      />
    </div>
  );
}
