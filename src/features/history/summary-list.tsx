import { formatMoney } from '@/shared/format/money';
import styles from './summary-list.module.css';

export interface SummaryTerm {
  label: string;
  amount: number;
  /** Colours the figure by its sign (a net result). */
  signed?: boolean;
}

export interface SummaryListProps {
  /** The list's name ("Totals of the period"). */
  label: string;
  terms: readonly SummaryTerm[];
}

/** The totals of a period as named figures ("Deposits 1.500,00 ₺"). */
export function SummaryList({ label, terms }: SummaryListProps) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {terms.map((term) => (
        <div key={term.label} className={styles.summaryTerm}>
          <dt>{term.label}</dt>
          <dd
            className={styles.summaryFigure}
            data-sign={term.signed ? Math.sign(term.amount) : undefined}
          >
            {formatMoney(term.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
