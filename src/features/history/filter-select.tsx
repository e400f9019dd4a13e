import { useId } from 'react';
import styles from './filters.module.css';

export interface FilterOption {
  value: string | number;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string | number;
  options: readonly FilterOption[];
  /** The chosen option's value, as the select holds it (a string). */
  onChange: (value: string) => void;
}

/** One of a history page's filters: a named select (Period, Type, Status). */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
