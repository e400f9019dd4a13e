import type { ClipboardEvent, KeyboardEvent } from 'react';
import { NUMERIC_DEFAULT_STEP } from '@/shared/config/constants';
import { useKeyRepeat } from './use-key-repeat';

/** What the keys need from the field: imask's Number mask holds the text and the value. */
export interface NumericField {
  /** The number shown, or null for an empty field. */
  read(): number | null;
  /** Shows `value` (already within min and max) and reports it. */
  write(value: number): void;
  /** Commits the text (imask clamps and formats it) and reports the value. */
  commit(): void;
  /** Puts `text` in place of the characters from `start` to `end`, as the mask reads a value. */
  insert(text: string, start: number, end: number): void;
}

export interface NumericKeyRules {
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
}

type StepKey = 'ArrowUp' | 'ArrowDown';

/** The characters a pasted number may hold; the mask decides what they mean. */
const PASTE_CHARACTERS = /[^0-9.,-]/g;

function clamp(value: number, { min, max }: NumericKeyRules): number {
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
}

function decimalPlaces(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

/**
 * What a numeric field adds to imask's Number mask (which blocks what may not be typed, reads the locale's
 * radix, and clamps and formats on commit): Tab and Enter commit; the arrow keys step (1 by
 * default) once, again after 500 ms, then every 40 ms while held; Home and End jump to min and
 * max; a paste keeps the characters of a number and is trimmed to maxLength before the mask reads it.
 */
export function useNumericKeys(field: NumericField, rules: NumericKeyRules) {
  const stepOnce = (key: StepKey) => {
    const step = rules.step ?? NUMERIC_DEFAULT_STEP;
    const base = field.read() ?? clamp(0, rules);
    const places = Math.max(decimalPlaces(step), decimalPlaces(base));
    const next = Number((base + (key === 'ArrowUp' ? step : -step)).toFixed(places));
    field.write(clamp(next, rules));
  };
  const repeat = useKeyRepeat<StepKey>(stepOnce);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      if (!(event.repeat && repeat.heldKey() === key)) repeat.start(key);
    } else if (key === 'Home' || key === 'End') {
      const bound = key === 'Home' ? rules.min : rules.max;
      if (bound === undefined) return;
      event.preventDefault();
      field.write(bound);
    } else if (key === 'Enter' || key === 'Tab') {
      field.commit();
    }
  }

  function onKeyUp(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === repeat.heldKey()) repeat.stop();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const node = event.currentTarget;
    const start = node.selectionStart ?? node.value.length;
    const end = node.selectionEnd ?? start;
    const room = (rules.maxLength ?? Infinity) - (node.value.length - (end - start));
    const pasted = event.clipboardData.getData('text').replace(PASTE_CHARACTERS, '');
    field.insert(pasted.slice(0, Math.max(0, room)), start, end);
  }

  function onBlur() {
    repeat.stop();
    field.commit();
  }

  return { onKeyDown, onKeyUp, onPaste, onBlur };
}
