import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import formStyles from './form.module.css';
import styles from './numeric-input.module.css';
import {
  acceptsInsertion,
  applyPaste,
  boundaryValue,
  commitText,
  filterAccepted,
  formatNumber,
  parseNumber,
  sameValue,
  stepValue,
  type NumericRules,
} from './numeric-rules';
import { useKeyRepeat } from './use-key-repeat';

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
  /** The active language ('tr' formats as tr-TR: 1.234,5). */
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

type StepKey = 'ArrowUp' | 'ArrowDown';

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A numeric text field with the behaviour of spec 5: rejected characters are blocked, a paste is
 * filtered and trimmed to maxLength, Tab/Enter/blur commit (parse, clamp, reformat), the arrow
 * keys step and repeat while held (500 ms, then every 40 ms), Home and End jump to min and max.
 * It drops into FieldFrame like TextField: give it the frame's id.
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
  const rules: NumericRules = { min, max, step, decimals, maxLength };
  const rulesRef = useRef(rules);
  const [text, setText] = useState(() => formatNumber(value, locale, decimals));
  // The value this field last showed as committed: the prop, or what it last reported.
  const committedRef = useRef<number | null>(value);
  const [shown, setShown] = useState({ value, locale, decimals });
  const inputNode = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const textRef = useRef(text);
  const onChangeRef = useRef(onChange);

  useLayoutEffect(() => {
    rulesRef.current = rules;
    textRef.current = text;
    onChangeRef.current = onChange;
  });

  // A new value from outside (or a language change) replaces the text.
  if (!sameValue(shown.value, value) || shown.locale !== locale || shown.decimals !== decimals) {
    setShown({ value, locale, decimals });
    setText(formatNumber(value, locale, decimals));
  }

  useLayoutEffect(() => {
    committedRef.current = value;
  }, [value]);

  useLayoutEffect(() => {
    const node = inputNode.current;
    if (pendingCaret.current !== null && node) {
      node.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  /** Shows `next` formatted and reports it when it differs from the committed value. */
  const report = useCallback(
    (next: number | null) => {
      const formatted = formatNumber(next, locale, decimals);
      textRef.current = formatted;
      setText(formatted);
      if (!sameValue(next, committedRef.current)) {
        committedRef.current = next;
        onChangeRef.current(next);
      }
    },
    [locale, decimals],
  );

  const commit = () => report(commitText(textRef.current, locale, rulesRef.current));

  const stepOnce = useCallback(
    (key: StepKey) => {
      const current = parseNumber(textRef.current, locale);
      report(stepValue(current, key === 'ArrowUp' ? 1 : -1, rulesRef.current));
    },
    [locale, report],
  );

  const repeat = useKeyRepeat<StepKey>(stepOnce);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      if (event.repeat && repeat.heldKey() === key) return;
      repeat.start(key);
      return;
    }
    if (key === 'Home' || key === 'End') {
      const bound = boundaryValue(key, rulesRef.current);
      if (bound !== null) {
        event.preventDefault();
        report(bound);
      }
      return;
    }
    if (key === 'Enter' || key === 'Tab') {
      commit();
      return;
    }
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const node = event.currentTarget;
    const start = node.selectionStart ?? node.value.length;
    const end = node.selectionEnd ?? start;
    if (!acceptsInsertion(node.value, start, end, key, rulesRef.current)) event.preventDefault();
  }

  function handleKeyUp(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === repeat.heldKey()) repeat.stop();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // A fallback for input that bypasses keydown (IME, mobile keyboards, drag and drop).
    const raw = event.target.value;
    const next = filterAccepted(raw, rulesRef.current);
    if (next !== raw) pendingCaret.current = next.length;
    textRef.current = next;
    setText(next);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const node = event.currentTarget;
    const start = node.selectionStart ?? node.value.length;
    const end = node.selectionEnd ?? start;
    const edit = applyPaste(
      node.value,
      start,
      end,
      event.clipboardData.getData('text'),
      rulesRef.current,
    );
    pendingCaret.current = edit.caret;
    textRef.current = edit.text;
    setText(edit.text);
  }

  function handleBlur() {
    repeat.stop();
    commit();
    onBlur?.();
  }

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
          inputNode.current = node;
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
        value={text}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={text ? `${prefix ?? ''}${text}` : undefined}
        {...aria}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        onPaste={handlePaste}
        onBlur={handleBlur}
      />
    </div>
  );
}
