import type { ReactNode } from 'react';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import styles from './history-list.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (amounts). */
  numeric?: boolean;
}

export interface HistoryListProps<Row extends { id: string | number }> {
  /** The table's caption and the card list's name ("Transactions"). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}

/**
 * A page of history rows: a table with a caption and column headers on desktop, a list of cards
 * on a phone (each card names its facts with the column headers).
 */
export function HistoryList<Row extends { id: string | number }>({
  caption,
  columns,
  rows,
}: HistoryListProps<Row>) {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <ul className={styles.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card}>
            <dl className={styles.cardFacts}>
              {columns.map((column) => {
                const content = column.cell(row);
                // A card leaves out what a row does not have (an action it does not offer).
                if (content === null) return null;
                return (
                  <div key={column.key} className={styles.cardFact}>
                    <dt>{column.header}</dt>
                    <dd className={column.numeric ? styles.numeric : undefined}>{content}</dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
