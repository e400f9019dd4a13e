import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date-time';
import { FilterSelect } from './filter-select';
import styles from './filters.module.css';
import {
  dayOf,
  earliestDay,
  PERIOD_PRESETS,
  periodProblems,
  type Period,
  type PeriodPreset,
} from './period';

export interface PeriodControlProps {
  /** The period the page shows. */
  value: Period;
  /** Called with a valid period only: an invalid custom range is never asked for. */
  onChange: (period: Period) => void;
  now: Date;
}

/**
 * "Period": Today, Last 7 days, Last 30 days, Last 3 months or Custom with From and To. A custom
 * range is checked when shown (start after end, more than 12 months back): the field says why
 * and keeps what was typed.
 */
export function PeriodControl({ value, onChange, now }: PeriodControlProps) {
  const { t } = useTranslation(['history']);
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [checked, setChecked] = useState(false);
  const problems = checked ? periodProblems(draft, now) : {};
  const earliest = dayOf(earliestDay(now));
  const today = dayOf(now);

  function choose(preset: PeriodPreset) {
    const next = { ...draft, preset };
    setDraft(next);
    setChecked(false);
    if (preset !== 'custom') onChange(next);
  }

  function show(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(periodProblems(draft, now)).length === 0) onChange(draft);
  }

  const message = (field: 'fromDay' | 'toDay') => {
    const problem = problems[field];
    if (!problem) return null;
    return problem === 'tooFarBack'
      ? t('history.period.tooFarBack', { date: formatDate(earliestDay(now)) })
      : t(`history.period.${problem}`);
  };

  return (
    <form className={styles.period} noValidate onSubmit={show}>
      <FilterSelect
        label={t('history.period.label')}
        value={draft.preset}
        options={PERIOD_PRESETS.map((preset) => ({
          value: preset,
          label: t(`history.period.${preset}`),
        }))}
        onChange={(preset) => choose(preset as PeriodPreset)}
      />
      {draft.preset === 'custom' && (
        <>
          {(['fromDay', 'toDay'] as const).map((field) => {
            const error = message(field);
            const inputId = `${id}-${field}`;
            return (
              <div key={field} className={styles.filter} data-invalid={error ? 'true' : undefined}>
                <label htmlFor={inputId}>
                  {t(field === 'fromDay' ? 'history.period.from' : 'history.period.to')}
                </label>
                <input
                  id={inputId}
                  type="date"
                  className={styles.select}
                  min={earliest}
                  max={today}
                  value={draft[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
                {error && (
                  <p id={`${inputId}-error`} className={styles.fieldError}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className={styles.apply}>
            {t('history.period.apply')}
          </button>
        </>
      )}
    </form>
  );
}
